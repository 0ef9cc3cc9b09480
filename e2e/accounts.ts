/**
 * Accounts for browser journeys: each test is its own visitor (its own client IP, so the sign-up
 * and sign-in rate limits never carry over between tests), and a verified account is made through
 * the API with the code from the mail catcher, then signed in through the page.
 *
 *   const journey = browserJourney();
 *   const accounts = testAccounts(journey, { ipPrefix: '203.0.113.' });
 *   test('…', async () => {
 *     const { email } = await accounts.signedInUser('Asha Rao', 'asha');
 *   });
 */
import type { Journey } from './journey';
import { waitForMail } from './mail-catcher';

/** The password of the accounts these helpers make unless a test names another. */
export const TEST_PASSWORD = 'plum-orbit-harbor-42';

const CODE_MAIL = /verification code/i;

interface TestAccount {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export interface AccountOptions {
  /** Defaults to TEST_PASSWORD. */
  readonly password?: string;
  /** The avatar sent with the sign-up (`dicebear:…`); none by default. */
  readonly profilePic?: string;
}

export interface VisitorOptions {
  /** The visitors' addresses are this prefix and a number: `'198.51.100.'` gives 198.51.100.N. */
  readonly ipPrefix: string;
  /** N of the first test's visitor (then one more each test); 1 by default. Keep files' ranges apart. */
  readonly firstHost?: number;
}

export interface TestAccounts {
  /** The current test's client IP (sent as x-forwarded-for by the page and by `api`). */
  readonly ip: string;
  /** A fresh address per call (`tag-<time>-<n>@e2e.test`), so tests never share an account. */
  newEmail(tag: string): string;
  /** POSTs JSON to `/api{path}` as a script would (no Origin, no cookies), as this test's visitor. */
  api(path: string, body: object): Promise<Response>;
  /** The 6-digit code of the latest verification mail to `email` (waits for it, bounded). */
  codeFromMail(email: string): Promise<string>;
  /** Signs up through the API and verifies with the mailed code; expects both calls to answer 200. */
  verifiedAccount(name: string, tag: string, options?: AccountOptions): Promise<TestAccount>;
  /** Opens /signin, fills the form and presses Sign In (does not wait for the outcome). */
  signIn(email: string, password: string): Promise<void>;
  /** `verifiedAccount`, then `signIn` in the page, then waits until the app is at `/`. */
  signedInUser(name: string, tag: string, options?: AccountOptions): Promise<TestAccount>;
}

/**
 * Registers a `beforeEach` (call it after `browserJourney()`, at the top of the file) that gives
 * each test its own visitor IP, and returns the account helpers bound to the journey.
 */
export function testAccounts(journey: Journey, { ipPrefix, firstHost = 1 }: VisitorOptions): TestAccounts {
  let visitor = 0;
  let ip = '';
  let accounts = 0;

  // The visitor's browser id (the gateway's `device` cookie), shared by the page and these API calls:
  // a sign-up code counts only in the browser that asked for it.
  let device = '';

  beforeEach(async () => {
    ip = `${ipPrefix}${firstHost + visitor}`;
    visitor += 1;
    await journey.context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    // Only a value the gateway minted counts: any sign-in attempt sets one.
    const minted = await fetch(`${journey.stack.webUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: `mint-${Date.now().toString(36)}@e2e.test`, password: 'not-the-password' }),
    });
    const pair = minted.headers.getSetCookie().find((line) => line.startsWith('device='));
    if (!pair) throw new Error('the gateway set no device cookie');
    device = pair.slice('device='.length, pair.indexOf(';'));
    const { hostname } = new URL(journey.stack.webUrl);
    await journey.context.addCookies([
      { name: 'device', value: device, domain: hostname, path: '/api', httpOnly: true, sameSite: 'Lax' },
    ]);
  });

  const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(accounts += 1)}@e2e.test`;

  const api = (path: string, body: object) =>
    fetch(`${journey.stack.webUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, cookie: `device=${device}` },
      body: JSON.stringify(body),
    });

  async function codeFromMail(email: string): Promise<string> {
    const mail = await waitForMail(journey.stack.env.MAIL_UI_URL, email, CODE_MAIL);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
    return code;
  }

  async function verifiedAccount(name: string, tag: string, options: AccountOptions = {}): Promise<TestAccount> {
    const { password = TEST_PASSWORD, profilePic } = options;
    const email = newEmail(tag);
    const signup = await api('/auth/signup', { name, email, password, ...(profilePic ? { profilePic } : {}) });
    expect(signup.status).toBe(200);
    const verify = await api('/auth/verify', { email, otp: await codeFromMail(email) });
    expect(verify.status).toBe(200);
    return { name, email, password };
  }

  async function signIn(email: string, password: string): Promise<void> {
    const { page, stack } = journey;
    await page.goto(`${stack.webUrl}/signin`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async function signedInUser(name: string, tag: string, options?: AccountOptions): Promise<TestAccount> {
    const account = await verifiedAccount(name, tag, options);
    await signIn(account.email, account.password);
    await journey.page.waitForURL((url) => url.pathname === '/');
    return account;
  }

  return {
    get ip() {
      return ip;
    },
    newEmail,
    api,
    codeFromMail,
    verifiedAccount,
    signIn,
    signedInUser,
  };
}
