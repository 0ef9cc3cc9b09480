/**
 * Browser journeys of the accounts work over the whole stack (Vite → gateway → NATS → auth →
 * database → queue → mailer → SMTP catcher), in Debian's Chromium: sign-up with the emailed code,
 * sign-in, the top bar's user menu, logout, password reset by the emailed link, the profile
 * image, the OTP boxes, the route guards and axe on every account screen in both themes.
 */
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { testAccounts, type AccountOptions } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack, newJourneyContext } from './journey';
import { waitForMail } from './mail-catcher';
import { expectTheme, switchMemberTheme } from './theme';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;

// Each test is its own visitor: sign-in and sign-up limits count per client IP.
const accounts = testAccounts(journey, { ipPrefix: '198.51.100.' });
const { newEmail, codeFromMail, api, signIn } = accounts;
beforeEach(() => {
  ({ stack, page } = journey);
});

const open = (path: string) => page.goto(`${stack.webUrl}${path}`);
const waitForPath = (path: string) => page.waitForURL((url) => url.pathname === path);
const inPage = <T>(expression: string) => page.evaluate<T>(expression);
const bar = () => page.getByRole('banner');

const RESET_MAIL = /Reset your Typing Practice password/;

/** A verified account made through the API and the mail catcher, with an avatar. */
const verifiedAccount = (name: string, tag: string, options?: AccountOptions) =>
  accounts.verifiedAccount(name, tag, { profilePic: 'dicebear:bottts:e2eSeed', ...options });

const userMenuButton = () => bar().getByRole('button', { name: /View dashboard/ });

/** The dashboard page (its own issue) is open, not a redirect: the path stays and a page heading shows. */
async function dashboardShown() {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
}

/** A small valid PNG (solid colour), built here so the test needs no fixture file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('sign up → code from the mail → verify → sign in → first name in the bar → logout → /dashboard goes to /signin', async () => {
  const email = newEmail('asha');
  const password = 'lantern-mosaic-river-7';
  await open('/signup');
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();

  // The avatar preview is drawn locally; 'Generate New Avatar' draws another.
  const preview = page.getByRole('img', { name: 'Your avatar' });
  await page.locator('img[alt="Your avatar"]').waitFor();
  const firstAvatar = await preview.getAttribute('src');
  expect(firstAvatar).toMatch(/^data:image\/svg\+xml/);
  await page.getByRole('button', { name: 'Generate New Avatar' }).click();
  await page.waitForFunction(
    `document.querySelector('img[alt="Your avatar"]')?.getAttribute('src') !== ${JSON.stringify(firstAvatar)}`,
  );

  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByText('Passwords do not match').waitFor();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await waitForPath('/otp-verification');
  await page.getByText(email).waitFor();
  // Spec §3: the email and the avatar are held in session storage until verification.
  expect(await inPage<string | null>(`sessionStorage.getItem('email')`)).toBe(email);
  expect(await inPage<string | null>(`sessionStorage.getItem('pendingProfileImage')`)).toMatch(/^dicebear:/);

  // Typing moves from box to box.
  const code = await codeFromMail(email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  for (let i = 0; i < 6; i += 1) {
    expect(await page.getByLabel(`Digit ${i + 1} of 6`).inputValue()).toBe(code[i]);
  }
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await waitForPath('/signin');
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  // Cleared on verification (spec §4).
  await page.waitForFunction(`sessionStorage.getItem('email') === null`);
  expect(await inPage<string | null>(`sessionStorage.getItem('pendingProfileImage')`)).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/signin');

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath('/');
  await userMenuButton().waitFor();
  expect(await userMenuButton().innerText()).toMatch(/^Asha\s+View dashboard$/);
  expect(await bar().getByRole('link', { name: 'Sign In' }).count()).toBe(0);
  const record = JSON.parse((await inPage<string>(`sessionStorage.getItem('auth-storage')`)) ?? '{}');
  expect(record.currentUser).toMatchObject({ name: 'Asha Rao', email });
  expect(record.currentUser.profileImage).toMatch(/^dicebear:/);

  // The menu: name, email, Dashboard, About Us, Logout; an outside click closes it.
  await userMenuButton().click();
  expect(await userMenuButton().getAttribute('aria-expanded')).toBe('true');
  await bar().getByText('Asha Rao').waitFor();
  await bar().getByText(email).waitFor();
  expect(await bar().getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  expect(await bar().getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
  await page.mouse.click(640, 600);
  await bar().getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'hidden' });
  expect(await userMenuButton().getAttribute('aria-expanded')).toBe('false');

  // Keyboard: Enter opens, arrows move, Escape closes and returns focus.
  await userMenuButton().focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  expect(await inPage<string>(`document.activeElement.textContent`)).toMatch(/Change photo/);
  await page.keyboard.press('ArrowDown');
  expect(await inPage<string>(`document.activeElement.textContent`)).toBe('Dashboard');
  await page.keyboard.press('Escape');
  expect(await userMenuButton().getAttribute('aria-expanded')).toBe('false');
  expect(await inPage<string | null>(`document.activeElement.getAttribute('aria-expanded')`)).toBe('false');

  await userMenuButton().click();
  await bar().getByRole('link', { name: 'Dashboard' }).click();
  await waitForPath('/dashboard');
  await dashboardShown();

  await userMenuButton().click();
  await bar().getByRole('button', { name: 'Logout' }).click();
  await waitForPath('/signin');
  await bar().getByRole('link', { name: 'Sign In' }).waitFor();
  expect(JSON.parse((await inPage<string>(`sessionStorage.getItem('auth-storage')`)) ?? '{}').currentUser).toBeNull();

  await open('/dashboard');
  await waitForPath('/signin');
  // The server revoked the session: the old cookie no longer opens /me.
  const me = await page.request.get(`${stack.webUrl}/api/auth/me`);
  expect(me.status()).toBe(401);
});

test('forgot password → link from the mail → reset → the new password works and the old does not', async () => {
  const account = await verifiedAccount('Lena Park', 'lena');
  const newPassword = 'quartz-meadow-signal-19';

  await open('/signin');
  await page.getByRole('link', { name: 'Reset' }).click();
  await waitForPath('/forgot-password');
  // The sign-in page has an Email field too: wait until the new page has replaced it.
  await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  // Timed in the page from the message's render, where the redirect's timer starts; the test sees both late.
  await page.evaluate(`new MutationObserver((_, observer) => {
    if (!document.body.textContent.includes('Reset link sent to your email!')) return;
    window.__sentAt = performance.now();
    observer.disconnect();
  }).observe(document.body, { subtree: true, childList: true, characterData: true })`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Reset link sent to your email!').waitFor();
  await waitForPath('/signin');
  // Spec §9: the redirect comes after 3 seconds.
  expect(await page.evaluate<number>('performance.now() - window.__sentAt')).toBeGreaterThan(2990);

  const mail = await waitForMail(stack.env.MAIL_UI_URL, account.email, RESET_MAIL);
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await open(new URL(link!).pathname);
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Passwords do not match').waitFor();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password reset successful!').waitFor();
  await waitForPath('/signin');

  // The link works once.
  await open(new URL(link!).pathname);
  await page.getByLabel('New password', { exact: true }).fill('another-fresh-pass-88');
  await page.getByLabel('Confirm new password').fill('another-fresh-pass-88');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: /invalid|expired/i })
    .waitFor();

  await signIn(account.email, account.password);
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/signin');

  await signIn(account.email, newPassword);
  await waitForPath('/');
  await userMenuButton().waitFor();
});

test('a profile image chosen in the user menu shows in the top bar; a non-image is refused', async () => {
  const account = await verifiedAccount('Omar Haddad', 'omar');
  await signIn(account.email, account.password);
  await waitForPath('/');
  await userMenuButton().click();
  const input = bar().locator('input[type="file"]');

  await input.setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await bar().getByText('Please select an image file').waitFor();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(64, 64, [200, 40, 120]) });
  const avatar = userMenuButton().locator('img');
  const barAvatar = `document.querySelector('header button[aria-expanded] img')`;
  await page.waitForFunction(`${barAvatar}?.getAttribute('src')?.startsWith('/api/auth/profile-image/')`);
  await bar().getByText('Please select an image file').waitFor({ state: 'hidden' });
  const src = await avatar.getAttribute('src');
  expect(src).toMatch(/^\/api\/auth\/profile-image\//);
  // The image is really served.
  await page.waitForFunction(`${barAvatar}.complete && ${barAvatar}.naturalWidth > 0`);
  const record = JSON.parse((await inPage<string>(`sessionStorage.getItem('auth-storage')`)) ?? '{}');
  expect(record.currentUser.profileImage).toBe(src);
  expect(record.profileImage).toBe(src);
});

test('OTP boxes: a pasted code fills all, fewer than 6 digits is refused, Backspace moves back, the countdown runs', async () => {
  await open('/');
  // A held email is all the screen needs (as after a sign-up in this tab).
  await inPage(`sessionStorage.setItem('email', 'nobody-${Date.now()}@e2e.test')`);
  await open('/otp-verification');
  await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
  await page
    .getByRole('timer')
    .filter({ hasText: /^0[45]:[0-5]\d$/ })
    .waitFor();

  const box = (n: number) => page.getByLabel(`Digit ${n} of 6`);
  const values = async () => Promise.all([1, 2, 3, 4, 5, 6].map((n) => box(n).inputValue()));

  await box(3).click();
  await inPage(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '493 027');
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  })()`);
  expect(await values()).toEqual(['4', '9', '3', '0', '2', '7']);

  // Clear, then only three digits (and a letter, ignored).
  for (let n = 6; n >= 1; n -= 1) await box(n).fill('');
  await box(1).click();
  await page.keyboard.type('12a3');
  expect(await values()).toEqual(['1', '2', '3', '', '', '']);
  expect(await inPage<string>(`document.activeElement.getAttribute('aria-label')`)).toBe('Digit 4 of 6');
  await page.keyboard.press('Backspace');
  expect(await inPage<string>(`document.activeElement.getAttribute('aria-label')`)).toBe('Digit 3 of 6');

  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByText('Please enter all 6 digits').waitFor();
  expect(await box(4).getAttribute('aria-invalid')).toBe('true');
});

test('a code typed the moment the boxes appear stays, in the same boxes, once the page has finished loading', async () => {
  await open('/');
  await inPage(`sessionStorage.setItem('email', 'quick-${Date.now()}@e2e.test')`);
  await page.goto(`${stack.webUrl}/otp-verification`, { waitUntil: 'commit' });
  const box = (n: number) => page.getByLabel(`Digit ${n} of 6`);
  await box(1).click();
  // A mark on the box typed into: lost if the page drew its boxes anew.
  await inPage(`document.activeElement.typedIntoFirst = true`);
  await page.keyboard.type('493027');

  await page.waitForLoadState('networkidle');
  await page.getByRole('timer').waitFor();
  expect(await Promise.all([1, 2, 3, 4, 5, 6].map((n) => box(n).inputValue()))).toEqual(['4', '9', '3', '0', '2', '7']);
  expect(await inPage<boolean>(`document.querySelector('[aria-label="Digit 1 of 6"]').typedIntoFirst === true`)).toBe(
    true,
  );
});

test('guards: a signed-in user on /signin or /signup goes to /; /otp-verification without a held email goes to /signup', async () => {
  await open('/otp-verification');
  await waitForPath('/signup');
  await open('/dashboard');
  await waitForPath('/signin');

  const account = await verifiedAccount('Kai Tan', 'kai');
  await signIn(account.email, account.password);
  await waitForPath('/');
  await userMenuButton().waitFor();
  await open('/signin');
  await waitForPath('/');
  await open('/signup');
  await waitForPath('/');
  await open('/dashboard');
  await dashboardShown();
});

test('a tab that remembers a user whose session has ended is signed out at start (GET /me)', async () => {
  const account = await verifiedAccount('Mia Chen', 'mia');
  await signIn(account.email, account.password);
  await waitForPath('/');
  await userMenuButton().waitFor();
  // The cookie goes (expired, or revoked elsewhere); the record in session storage stays.
  await journey.context.clearCookies();
  await page.reload();
  await bar().getByRole('link', { name: 'Sign In' }).waitFor();
  expect(JSON.parse((await inPage<string>(`sessionStorage.getItem('auth-storage')`)) ?? '{}').currentUser).toBeNull();
});

test('a session that ends mid-visit signs the tab out at the next call that needs it', async () => {
  const account = await verifiedAccount('Noor Ali', 'noor');
  await signIn(account.email, account.password);
  await waitForPath('/');
  await userMenuButton().click();
  // Logged out elsewhere (or expired) while this tab stays open: no reload, no start-up check.
  await journey.context.clearCookies();
  await bar().getByRole('link', { name: 'Dashboard' }).click();
  // The dashboard's summary call answers 401: the tab forgets the user and the guard sends them to sign in.
  await waitForPath('/signin');
  await bar().getByRole('link', { name: 'Sign In' }).waitFor();
  expect(JSON.parse((await inPage<string>(`sessionStorage.getItem('auth-storage')`)) ?? '{}').currentUser).toBeNull();
});

test('signing up with a registered address looks like any sign-up (the OTP screen); its owner is mailed instead', async () => {
  const owner = await verifiedAccount('Kiran Rao', 'kiran');
  // Making the account sent a code a moment ago: end that code's one-a-minute cooldown rather than wait it out.
  const redis = new Redis(stack.env.REDIS_URL);
  await redis.del(`limit:otp:${createHash('sha256').update(owner.email).digest('hex')}`);
  redis.disconnect();
  await open('/signup');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('borrowed-lantern-pass-4');
  await page.getByLabel('Confirm password').fill('borrowed-lantern-pass-4');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // What any sign-up shows: the toast, the OTP screen for the address, no message under the boxes.
  await page.getByText('We sent a 6-digit code to your email.').waitFor();
  await waitForPath('/otp-verification');
  await page.getByText(owner.email).waitFor();
  expect((await page.locator('.otp-message').textContent())?.trim()).toBe('');
  const notice = await waitForMail(stack.env.MAIL_UI_URL, owner.email, /Someone tried to sign up/);
  expect(notice.text).toContain('You already have an account, so nothing was changed.');
  expect(notice.text).toContain(`${stack.webUrl}/forgot-password`);
});

test("a stranger's wrong passwords delay a new browser, not the owner's browser that signed in before", async () => {
  const account = await verifiedAccount('Devi Nair', 'devi');
  await signIn(account.email, account.password);
  await waitForPath('/');
  expect((await journey.context.cookies()).find((c) => c.name === 'device')).toMatchObject({
    httpOnly: true,
    path: '/api',
  });
  await userMenuButton().click();
  await bar().getByRole('button', { name: 'Logout' }).click();
  await waitForPath('/signin');

  // Someone else, elsewhere, guesses the password five times.
  for (let i = 0; i < 5; i += 1) {
    const guess = await fetch(`${stack.webUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.66' },
      body: JSON.stringify({ email: account.email, password: `a-wrong-guess-${i}` }),
    });
    expect(guess.status).toBe(401);
  }
  // A browser that never signed in is asked to wait, even with the right password...
  const stranger = await newJourneyContext(journey.context.browser()!, {
    extraHTTPHeaders: { 'x-forwarded-for': accounts.ip },
  });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${stack.webUrl}/signin`);
  await strangerPage.getByLabel('Email', { exact: true }).fill(account.email);
  await strangerPage.getByLabel('Password', { exact: true }).fill(account.password);
  await strangerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await strangerPage.getByText(/Too many requests, try again in ([1-9]|[12][0-9]|30) s/).waitFor();
  await stranger.close();
  // ...while the owner's browser signs in at once.
  await signIn(account.email, account.password);
  await waitForPath('/');
  await userMenuButton().waitFor();
});

test('sign-in errors: wrong password shows the server message; an unverified account goes to the OTP screen', async () => {
  const account = await verifiedAccount('Ravi Iyer', 'ravi');
  await signIn(account.email, 'wrong-password-123');
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();

  const email = newEmail('unverified');
  expect((await api('/auth/signup', { name: 'Una Verified', email, password: 'velvet-canyon-ember-3' })).status).toBe(
    200,
  );
  await signIn(email, 'velvet-canyon-ember-3');
  await waitForPath('/otp-verification');
  await page.getByText(email).waitFor();
});

test("'Continue with Google' explains that Google sign-in is not configured", async () => {
  await open('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByText('Google sign-in is not configured on this server.').waitFor();
  await open('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByText('Google sign-in is not configured on this server.').waitFor();
});

test("with a Google client id, Google's script loads on the account screens only and its credential signs in", async () => {
  // The browser cannot reach Google here: the providers answer, Google's script and the
  // server's verification of Google's token are stood in for; the page's own wiring is real.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { googleClientId: 'e2e-client-id' } }));
  let reportInit!: (config: unknown) => void;
  const initialisedWith = new Promise<unknown>((resolve) => (reportInit = resolve));
  await page.exposeFunction('reportGoogleInit', (config: unknown) => reportInit(config));
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gis = config; window.reportGoogleInit({ client_id: config.client_id, ux_mode: config.ux_mode }); },
        renderButton(parent) {
          const b = document.createElement('button');
          b.textContent = 'Google says: continue';
          b.onclick = () => window.__gis.callback({ credential: 'header.payload.signature' });
          parent.appendChild(b);
        },
      } } };`,
    }),
  );
  const user = { _id: 'f'.repeat(24), name: 'Gita Google', email: 'gita@e2e.test', profileImage: 'dicebear:shapes:g1' };
  await page.route('**/api/auth/continuewithgoogle', (route) =>
    route.fulfill({ json: { message: 'Signed in successfully.', user } }),
  );
  await page.route('**/api/auth/me', (route) => route.fulfill({ json: user }));
  // A signed-in member's settings are fetched at once: none saved yet.
  await page.route('**/api/account/preferences', (route) => route.fulfill({ json: { preferences: null } }));
  // And the typing page asks for a test that can rank.
  await page.route('**/api/leaderboards/tests', (route) =>
    route.fulfill({
      json: { ...route.request().postDataJSON(), seed: 1, ticket: 'stood-in', issuedAt: new Date().toISOString() },
    }),
  );

  await open('/');
  await page.getByRole('switch', { name: 'Dark theme' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('accounts.google.com'))).toEqual([]);

  await open('/signin');
  const credentialSent = page.waitForRequest('**/api/auth/continuewithgoogle');
  await page.getByRole('button', { name: 'Google says: continue' }).click();
  expect(await initialisedWith).toEqual({ client_id: 'e2e-client-id', ux_mode: 'popup' });
  expect((await credentialSent).postDataJSON()).toEqual({ credential: 'header.payload.signature' });
  await waitForPath('/');
  expect(await userMenuButton().innerText()).toMatch(/^Gita\s+View dashboard$/);
});

test('the home page loads no account screen, no avatar drawing, no user menu and no Google script', async () => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await open('/');
  await page.getByRole('switch', { name: 'Dark theme' }).waitFor();
  await page.waitForLoadState('networkidle');
  const heavy =
    /\/src\/features\/auth\/|\/src\/shared\/avatar\/dicebear|dicebear|UserMenu|confirm-session|accounts\.google\.com/;
  expect(requested.filter((url) => heavy.test(url))).toEqual([]);
  // Visitors ask nothing of the accounts API either.
  expect(requested.filter((url) => url.includes('/api/auth/'))).toEqual([]);
});

test('the account forms: checked on submit, then as a field changes; the focus goes to the first problem; the eye shows the password', async () => {
  await open('/signin');
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const description = async (field: typeof email) => {
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  };
  // Nothing is said before a submit or a change.
  expect(await email.getAttribute('aria-required')).toBe('true');
  expect(await email.getAttribute('aria-invalid')).toBeNull();

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Please enter your password').waitFor();
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  expect(await description(email)).toEqual(['Please enter your email']);
  expect(await description(password)).toEqual(['Please enter your password']);
  expect(await inPage<string>(`document.activeElement.id`)).toBe(await email.getAttribute('id'));

  await email.fill('asha');
  await page.getByText('Please provide a valid email address.').waitFor();
  await email.fill('asha@example.com');
  await page.getByText('Please provide a valid email address.').waitFor({ state: 'hidden' });
  expect(await email.getAttribute('aria-invalid')).toBeNull();
  expect(await email.getAttribute('aria-describedby')).toBeNull();

  await password.fill('lantern-mosaic');
  await page.getByText('Please enter your password').waitFor({ state: 'hidden' });
  const eye = page.getByRole('button', { name: 'Show password' });
  expect(await password.getAttribute('type')).toBe('password');
  await eye.click();
  expect(await password.getAttribute('type')).toBe('text');
  expect(await eye.getAttribute('aria-pressed')).toBe('true');
  await eye.click();
  expect(await password.getAttribute('type')).toBe('password');
});

test('sign-in, sign-up, OTP, forgot-password and reset-password load no antd', async () => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await open('/');
  // The OTP screen opens with a held email, as after a sign-up in this tab.
  await inPage(`sessionStorage.setItem('email', 'nobody-${Date.now()}@e2e.test')`);
  for (const [path, heading] of [
    ['/signin', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/otp-verification', 'Verify your email'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Choose a new password'],
  ]) {
    await open(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
  }
  // antd's modules (dev server or build), its stylesheet, AntdRoot; not the loader (antd-host), nor
  // antd's reset stylesheet, which the main bundle carries for every page (`/` too).
  const antd = /node_modules\/.*(antd|@ant-design|@rc-component)|\/assets\/antd|@antd-styles|AntdRoot/;
  const mainBundle = /antd\/dist\/reset\.css|\/assets\/antd~index-|\/assets\/antd-host-/;
  expect(requested.filter((url) => antd.test(url) && !mainBundle.test(url))).toEqual([]);
});

describe('accessibility (axe-core, WCAG 2 A and AA, contrast included)', () => {
  test.each(['light', 'dark'] as const)(
    'every account screen and the user menu pass in the %s theme',
    async (theme) => {
      await open('/');
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      const report: Record<string, string[]> = {};
      const check = async (name: string) => {
        await page.waitForLoadState('networkidle');
        const violations = await accessibilityViolations(page);
        if (violations.length > 0) report[name] = violations;
      };

      for (const [path, heading] of [
        ['/signup', 'Create your account'],
        ['/signin', 'Welcome back'],
        ['/forgot-password', 'Forgot your password?'],
        ['/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Choose a new password'],
      ]) {
        await open(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await check(path);
      }

      // With the forms' own messages showing.
      await open('/signup');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByText('Please enter your full name').waitFor();
      // The pointer still rests on the button: its hover colours count too (after their transition).
      await page.waitForTimeout(400);
      await check('/signup with errors, button hovered');

      await inPage(`sessionStorage.setItem('email', 'axe@e2e.test')`);
      await open('/otp-verification');
      await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText('Please enter all 6 digits').waitFor();
      await check('/otp-verification with error');

      const account = await verifiedAccount('Axe Tester', `axe-${theme}`);
      await signIn(account.email, account.password);
      await waitForPath('/');
      await switchMemberTheme(page, theme);
      await userMenuButton().click();
      await bar().getByRole('button', { name: 'Logout' }).waitFor();
      await expectTheme(page, theme);
      await check('/ signed in, menu open');

      expect(report).toEqual({});
    },
  );
});
