/**
 * The OTP screen has no dead ends, over the whole stack in Chromium: a code spent by
 * five wrong tries or expired offers 'Resend OTP' at once and the new code verifies; a refused
 * resend says how long to wait and counts it down; the countdown survives a reload; axe passes on
 * the screen in each state, in both themes; a code from another browser's sign-up is refused on the
 * owner's screen.
 */
import { createHash } from 'node:crypto';
import { Messages } from '@typing/contracts';
import { pollUntil } from '@typing/infra';
import { databaseName } from '@typing/service-kit';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney } from './journey';
import { inbox } from './mail-catcher';

const journey = browserJourney();
// Each test is its own visitor: the account forms are limited per client IP.
const { newEmail, codeFromMail, api } = testAccounts(journey, { ipPrefix: '198.51.100.', firstHost: 241 });
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

const open = (path: string) => page.goto(`${journey.stack.webUrl}${path}`);
const box = (n: number) => page.getByLabel(`Digit ${n} of 6`);
const resendButton = () => page.getByRole('button', { name: 'Resend OTP' });
const timer = () => page.getByRole('timer');
const message = () => page.locator('.otp-message');

/** Types a whole code into the boxes and presses 'Verify OTP'. */
async function enterCode(code: string) {
  await box(1).click();
  for (let n = 6; n >= 1; n -= 1) await box(n).fill('');
  await box(1).click();
  await page.keyboard.type(code);
  // Typing clears the last answer's message, so the next one is this code's.
  await page.waitForFunction(`document.querySelector('.otp-message')?.textContent === ''`);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** The code of the `count`-th verification mail to `email` (waits for it, bounded). */
async function nthCode(email: string, count: number): Promise<string> {
  let codes: string[] = [];
  await pollUntil(
    async () => {
      const mails = (await inbox(journey.stack.env.MAIL_UI_URL)).filter(
        (m) => m.to.some((t) => t.address === email) && /verification code/i.test(m.subject),
      );
      codes = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? '');
      if (codes.length < count) throw new Error(`${codes.length} of ${count} code mails to ${email}`);
    },
    { what: `code mail ${count} to ${email}`, timeoutMs: 20_000, intervalMs: 250 },
  );
  return codes[count - 1]!;
}

/** Signs up through the form; the app is then on the OTP screen with the countdown running. */
async function signUpInPage(email: string) {
  await open('/signup');
  await page.getByLabel('Full name').fill('Otto Pending');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('quartz-meadow-lantern-8');
  await page.getByLabel('Confirm password').fill('quartz-meadow-lantern-8');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/otp-verification');
  await timer().waitFor();
}

test('five wrong codes then an immediate new code that verifies', async () => {
  const email = newEmail('otto');
  await signUpInPage(email);
  const first = await codeFromMail(email);
  const wrong = first === '000000' ? '111111' : '000000';

  for (let i = 1; i <= 4; i += 1) {
    await enterCode(wrong);
    await message().getByText(Messages.otpInvalid).waitFor();
    // Still counting down: a wrong code alone is no reason to offer a new one.
    expect(await resendButton().count()).toBe(0);
  }
  await enterCode(wrong);
  await message().getByText(Messages.otpSpent).waitFor();
  // At once, not after the countdown's minutes: the button replaces it and has the focus.
  await resendButton().waitFor();
  expect(await timer().count()).toBe(0);
  await page.waitForFunction(`document.activeElement?.textContent === 'Resend OTP'`);

  await resendButton().click();
  await page.getByText(Messages.otpResent).waitFor();
  await timer()
    .filter({ hasText: /^0[45]:[0-5]\d$/ })
    .waitFor();
  expect(await box(1).inputValue()).toBe('');

  await enterCode(await nthCode(email, 2));
  await page.waitForURL((url) => url.pathname === '/signin');
});

test("another browser's sign-up with the address cannot take it over: its code is refused on the owner's screen", async () => {
  const email = newEmail('owner');
  await signUpInPage(email);
  const ownersCode = await codeFromMail(email);
  // Later (the owner's code past its 30-second re-issue guard, the address's minute over), a stranger
  // signs up with the same address from elsewhere; the owner gets a second code mail.
  const { stack } = journey;
  const auth = await mongoose
    .createConnection(stack.env.MONGO_URL, { dbName: databaseName(stack.env.MONGO_DB_PREFIX ?? 'typing', 'auth') })
    .asPromise();
  const user = await auth.collection('users').findOne({ email });
  await auth
    .collection('otp_codes')
    .updateMany({ userId: user!._id }, { $set: { issuedAt: new Date(Date.now() - 31_000) } });
  await auth.close();
  const redis = new Redis(stack.env.REDIS_URL);
  await redis.del(`limit:otp:${createHash('sha256').update(email).digest('hex')}`);
  redis.disconnect();
  const stranger = await fetch(`${stack.webUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.88' },
    body: JSON.stringify({ name: 'Mallory', email, password: 'attacker-chosen-pass-1' }),
  });
  expect(stranger.status).toBe(200);
  const newest = await nthCode(email, 2);

  // The newest mail's code is refused here; the owner's own code verifies.
  await enterCode(newest);
  await message().getByText(Messages.otpInvalid).waitFor();
  await enterCode(ownersCode);
  await page.waitForURL((url) => url.pathname === '/signin');
  const login = (password: string) => api('/auth/login', { email, password }).then((answer) => answer.status);
  expect(await login('attacker-chosen-pass-1')).toBe(401);
  expect(await login('quartz-meadow-lantern-8')).toBe(200);
});

test('a code that has expired server-side offers a new one at once, while the countdown still ran', async () => {
  // An address no code was asked for in a code's lifetime: to the server, an expired code.
  await open('/');
  await page.evaluate(`sessionStorage.setItem('email', ${JSON.stringify(newEmail('late'))})`);
  await open('/otp-verification');
  await timer()
    .filter({ hasText: /^0[45]:[0-5]\d$/ })
    .waitFor();
  await enterCode('123456');
  await message().getByText(Messages.otpExpired).waitFor();
  await resendButton().waitFor();
  expect(await timer().count()).toBe(0);
});

test('a refused resend says how long to wait and counts it down', async () => {
  const email = newEmail('eager');
  await signUpInPage(email);
  // As if the screen had been open for 5 minutes: 'Resend OTP' shows, but the server's minute
  // since the sign-up's code has not passed (the gateway's clock, not the page's, decides).
  await page.evaluate(
    `sessionStorage.setItem('otp-code-sent', JSON.stringify({ email: ${JSON.stringify(email)}, at: Date.now() - 301000 }))`,
  );
  await page.reload();
  await resendButton().click();
  await message()
    .getByText(/^Too many requests, try again in (\d+) s$/)
    .waitFor();
  const said = Number(/(\d+) s$/.exec((await message().textContent()) ?? '')?.[1]);
  expect(said).toBeGreaterThan(0);
  expect(said).toBeLessThanOrEqual(60);
  // The message is not about the boxes: they are not marked wrong.
  expect(await box(1).getAttribute('aria-invalid')).not.toBe('true');
  await timer()
    .filter({ hasText: /^00:[0-5]\d$/ })
    .waitFor();
});

test('after a reload the countdown goes on from when the code was sent', async () => {
  const email = newEmail('reload');
  expect((await api('/auth/signup', { name: 'Rea Load', email, password: 'quartz-meadow-lantern-8' })).status).toBe(
    200,
  );
  await open('/');
  // What the sign-up screen holds for the OTP screen, with the code sent 200 seconds ago.
  await page.evaluate(`(() => {
    sessionStorage.setItem('email', ${JSON.stringify(email)});
    sessionStorage.setItem('otp-code-sent', JSON.stringify({ email: ${JSON.stringify(email)}, at: Date.now() - 200000 }));
  })()`);
  await open('/otp-verification');
  await timer()
    .filter({ hasText: /^01:[34]\d$/ })
    .waitFor();
  await page.reload();
  await timer()
    .filter({ hasText: /^01:[34]\d$/ })
    .waitFor();
});

describe('axe on the OTP screen with a spent code and with a refused resend', () => {
  for (const theme of ['light', 'dark']) {
    test(`in the ${theme} theme`, async () => {
      await open('/');
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      const email = newEmail(`axe-${theme}`);
      await signUpInPage(email);
      const code = await codeFromMail(email);
      const wrong = code === '000000' ? '111111' : '000000';
      // Each answer before the next try: a press while the last one is answered does not count.
      for (let i = 1; i <= 4; i += 1) {
        await enterCode(wrong);
        await message().getByText(Messages.otpInvalid).waitFor();
      }
      await enterCode(wrong);
      await message().getByText(Messages.otpSpent).waitFor();
      await resendButton().waitFor();
      await page.waitForLoadState('networkidle');
      const report: Record<string, string[]> = {};
      const spent = await accessibilityViolations(page);
      if (spent.length > 0) report.spent = spent;
      await page.screenshot({ path: `/tmp/otp-spent-${theme}.png` });

      await resendButton().click();
      await page.getByText(Messages.otpResent).waitFor();
      await page.evaluate(
        `sessionStorage.setItem('otp-code-sent', JSON.stringify({ email: ${JSON.stringify(email)}, at: Date.now() - 301000 }))`,
      );
      await page.reload();
      await resendButton().click();
      await message()
        .getByText(/^Too many requests, try again in \d+ s$/)
        .waitFor();
      await page.waitForLoadState('networkidle');
      const refused = await accessibilityViolations(page);
      if (refused.length > 0) report.refused = refused;
      await page.screenshot({ path: `/tmp/otp-refused-${theme}.png` });
      expect(report).toEqual({});
    });
  }
});
