/**
 * Signed in on every tab: each tab keeps its own `auth-storage` record (session
 * storage is per tab), the session itself is the shared HttpOnly cookie. A new tab restores its
 * record from GET /api/auth/me when the readable `signed-in` hint cookie is there (and only then);
 * signing out or in on one tab shows on the others at once (BroadcastChannel). A member's settings
 * (theme, keyboard layout, test options) follow them to another device.
 */
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { browserJourney, type JourneyStack, newJourneyContext } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser, verifiedAccount, signIn } = testAccounts(journey, { ipPrefix: '198.51.100.', firstHost: 151 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const bar = (tab: Page) => tab.getByRole('banner');
const userMenuButton = (tab: Page) => bar(tab).getByRole('button', { name: /View dashboard/ });
const signInLink = (tab: Page) => bar(tab).getByRole('link', { name: 'Sign In' });
const record = async (tab: Page) =>
  JSON.parse((await tab.evaluate<string | null>(`sessionStorage.getItem('auth-storage')`)) ?? '{}') as {
    currentUser?: { email: string } | null;
  };

/** A new tab in the same browser (cookies shared, session storage its own), counting GET /api/auth/me. */
async function newTab() {
  const tab = await journey.context.newPage();
  const meCalls: number[] = [];
  tab.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/me') meCalls.push(response.status());
  });
  return { tab, meCalls };
}

async function dashboardShown(tab: Page) {
  await tab.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  expect(new URL(tab.url()).pathname).toBe('/dashboard');
}

test('a second tab of a signed-in member is signed in: /dashboard shows, the bar names them', async () => {
  const { email } = await signedInUser('Ira Das', 'ira');
  const { tab, meCalls } = await newTab();
  await tab.goto(`${stack.webUrl}/dashboard`);
  await dashboardShown(tab);
  expect(await userMenuButton(tab).textContent()).toContain('Ira');
  expect((await record(tab)).currentUser?.email).toBe(email);
  expect(meCalls).toEqual([200]);
  // The restored record is this tab's own from now on: a reload asks only to confirm it.
  await tab.reload();
  await dashboardShown(tab);
});

test("a visitor's pages ask nothing about a session (no hint cookie, no GET /api/auth/me)", async () => {
  const { tab, meCalls } = await newTab();
  await tab.goto(`${stack.webUrl}/`);
  await signInLink(tab).waitFor();
  await tab.goto(`${stack.webUrl}/dashboard`);
  await tab.waitForURL((url) => url.pathname === '/signin');
  await tab.goto(`${stack.webUrl}/about`);
  await signInLink(tab).waitFor();
  expect(meCalls).toEqual([]);
  expect(await tab.evaluate<string>('document.cookie')).not.toContain('signed-in');
});

test('logging out in one tab signs the other out at once, without a reload', async () => {
  await signedInUser('Omar Haq', 'omar');
  const { tab: other } = await newTab();
  await other.goto(`${stack.webUrl}/dashboard`);
  await dashboardShown(other);
  let reloads = 0;
  other.on('load', () => (reloads += 1));

  await userMenuButton(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/signin');

  // The other tab leaves the dashboard for sign-in by itself, and its record forgets the user.
  await other.waitForURL((url) => url.pathname === '/signin');
  await signInLink(other).waitFor();
  expect((await record(other)).currentUser).toBeNull();
  expect(reloads).toBe(0);
  expect(await other.evaluate<string>('document.cookie')).not.toContain('signed-in');
});

test('signing in on one tab shows the other tab signed in', async () => {
  const account = await verifiedAccount('Lea Park', 'lea');
  const { tab: other, meCalls } = await newTab();
  await other.goto(`${stack.webUrl}/about`);
  await signInLink(other).waitFor();

  await signIn(account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/');
  await userMenuButton(other).waitFor();
  expect((await record(other)).currentUser?.email).toBe(account.email);
  expect(meCalls).toEqual([]);
});

test('a hint left over from a revoked session costs one request, then none', async () => {
  await signedInUser('Tom Roy', 'tom');
  // The session cookie goes (revoked, expired) but the readable hint stays.
  await journey.context.clearCookies({ name: 'session' });
  const { tab, meCalls } = await newTab();
  await tab.goto(`${stack.webUrl}/dashboard`);
  await tab.waitForURL((url) => url.pathname === '/signin');
  expect(meCalls).toEqual([401]);
  expect(await tab.evaluate<string>('document.cookie')).not.toContain('signed-in');

  const { tab: third, meCalls: thirdCalls } = await newTab();
  await third.goto(`${stack.webUrl}/`);
  await signInLink(third).waitFor();
  expect(thirdCalls).toEqual([]);
});

const isPreferencesSave = (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === '/api/account/preferences' && response.request().method() === 'PUT';

test("a member's settings follow them to another device, where the server's copy wins on sign-in", async () => {
  const account = await verifiedAccount('Uma Sen', 'uma');
  // On the laptop, as a guest: dark theme, the Dvorak board, a 30-second test; then sign in.
  await page.goto(`${stack.webUrl}/`);
  await bar(page).getByRole('switch', { name: 'Dark theme' }).click();
  await page.getByLabel('Layout').selectOption('dvorak');
  await page.getByRole('radio', { name: '30' }).check({ force: true });
  const firstSave = page.waitForResponse(isPreferencesSave);
  await signIn(account.email, account.password);
  expect((await firstSave).status()).toBe(200);

  // The phone: another browser with its own storage, light theme and QWERTY, signs in.
  const phone = await newJourneyContext(journey.context.browser()!, { viewport: { width: 412, height: 915 } });
  try {
    await phone.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.250' });
    const tab = await phone.newPage();
    let saves = 0;
    tab.on('response', (response) => (saves += isPreferencesSave(response) ? 1 : 0));
    await tab.goto(`${stack.webUrl}/signin`);
    expect(await tab.evaluate<string>('document.body.className')).not.toContain('dark');
    await tab.getByLabel('Email', { exact: true }).fill(account.email);
    await tab.getByLabel('Password', { exact: true }).fill(account.password);
    await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
    await tab.waitForURL((url) => url.pathname === '/');
    await bar(tab).getByRole('switch', { name: 'Dark theme', checked: true }).waitFor();
    await tab.waitForFunction(`localStorage.getItem('keyboard-layout') === 'dvorak'`);
    // A page load of a member asks the server once for the latest copy.
    const reloadRead = tab.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/account/preferences' && response.request().method() === 'GET',
    );
    await tab.reload();
    expect((await reloadRead).status()).toBe(200);
    expect(await tab.getByRole('radio', { name: '30' }).isChecked()).toBe(true);
    expect(await tab.getByLabel('Layout').inputValue()).toBe('dvorak');
    expect(saves).toBe(0);

    // A change on the phone reaches the laptop at its next page load.
    const phoneSave = tab.waitForResponse(isPreferencesSave);
    await bar(tab).getByRole('switch', { name: 'Dark theme' }).click();
    expect((await phoneSave).status()).toBe(200);
  } finally {
    await phone.close();
  }
  await page.reload();
  await bar(page).getByRole('switch', { name: 'Dark theme', checked: false }).waitFor();
});
