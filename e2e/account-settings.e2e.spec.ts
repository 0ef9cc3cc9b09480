/**
 * Account control in Debian's Chromium over the whole stack: the settings page changes
 * the name (the top bar follows at once), the password (then sign-in needs the new one), downloads all the member's data as JSON, and
 * deletes the account (signed out, sign-in refused, data gone). axe on /settings in both themes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { typedSteadily } from '@typing/typing-core/testing';
import type { Page } from 'playwright-core';
import { TEST_PASSWORD, testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';
import { expectTheme, switchMemberTheme } from './theme';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser, signIn } = testAccounts(journey, { ipPrefix: '198.51.100.', firstHost: 201 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const NEW_PASSWORD = 'cedar-window-planet-73';
const open = async (path: string) => {
  await page.goto(`${stack.webUrl}${path}`);
};
const settings = async () => {
  await open('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
};

/** Saves a result as the signed-in page would (same origin, the session cookie). */
async function saveResult() {
  const body = { ...typedSteadily('the quick brown fox jumps', 'the quick brown'), clientId: randomUUID() };
  const status = await page.evaluate(
    async (json) =>
      (
        await fetch('/api/result/saveresult', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json,
        })
      ).status,
    JSON.stringify(body),
  );
  expect(status).toBe(200);
}

test('the user menu leads to Settings; the password changes, and sign-in then needs the new one', async () => {
  const { email } = await signedInUser('Asha Rao', 'password');
  await page.getByRole('button', { name: /View dashboard/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText('Your current password is not correct.').waitFor();

  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password was changed. Other devices have been signed out.').waitFor();

  // Signed out, the old password no longer works; the new one does.
  await page.getByRole('button', { name: /View dashboard/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/signin');
  await signIn(email, TEST_PASSWORD);
  await page.getByText('Invalid email or password.').waitFor();
  await signIn(email, NEW_PASSWORD);
  await page.waitForURL(`${stack.webUrl}/`);
});

test('name changed in settings and seen in the top bar', async () => {
  const { email } = await signedInUser('Asha Rao', 'rename');
  const menuButton = page.getByRole('button', { name: /View dashboard/ });
  await menuButton.getByText('Asha', { exact: true }).waitFor();
  await settings();

  const form = page.getByRole('region', { name: 'Your name' });
  const field = form.getByLabel('Full name');
  expect(await field.inputValue()).toBe('Asha Rao');
  // Sign-up's rules: a blank name is refused before anything is sent.
  await field.fill('   ');
  await form.getByRole('button', { name: 'Save name' }).click();
  await form.getByText('Please enter your full name').waitFor();

  await field.fill('  Priya Sharma ');
  await form.getByRole('button', { name: 'Save name' }).click();
  await page.getByText('Your name was changed.').waitFor();
  // The top bar shows the new first name at once, and its menu the whole name, with no reload.
  await menuButton.getByText('Priya', { exact: true }).waitFor();
  await menuButton.click();
  await page.getByText('Priya Sharma', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  expect(await field.inputValue()).toBe('Priya Sharma');

  // The server holds it: a reload (the session asked again) and a fresh sign-in show it too.
  await page.reload();
  await menuButton.getByText('Priya', { exact: true }).waitFor();
  const me = await page.evaluate(async () => (await (await fetch('/api/auth/me')).json()) as { name: string });
  expect(me.name).toBe('Priya Sharma');
  await menuButton.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/signin');
  await signIn(email, TEST_PASSWORD);
  await page.waitForURL(`${stack.webUrl}/`);
  await menuButton.getByText('Priya', { exact: true }).waitFor();
});

test('Export my data downloads JSON with the member’s result', async () => {
  const { email } = await signedInUser('Ravi Kumar', 'export');
  await saveResult();
  await settings();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Export my data/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('typing-practice-data.json');
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string };
    results: unknown[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.results).toHaveLength(1);
});

test('Delete my account: confirmed with the password, then signed out and gone', async () => {
  const { email } = await signedInUser('Meera Iyer', 'delete');
  await saveResult();
  await settings();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Enter your password to confirm').fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByText('That does not match: your account was not deleted.').waitFor();

  await dialog.getByLabel('Enter your password to confirm').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Your account and its data were deleted.').waitFor();
  // Signed out, as after a logout: the sign-in page.
  await page.waitForFunction(`location.pathname === '/signin'`);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  // The session is gone with the account; so is the account.
  expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
  await signIn(email, TEST_PASSWORD);
  await page.getByText('Invalid email or password.').waitFor();
});

test.each(['light', 'dark'] as const)('the settings page and the delete dialog pass axe, %s theme', async (theme) => {
  await signedInUser('Lena Park', `axe-${theme}`);
  await settings();
  await switchMemberTheme(page, theme);
  // SETTINGS_SCREENSHOTS=<folder> keeps a picture of the page in each theme (for a look by eye).
  const folder = process.env.SETTINGS_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/settings-${theme}.png`, fullPage: true });
  await expectTheme(page, theme);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  // Once something is typed the red confirm button is enabled: its label must be readable too.
  await dialog.getByLabel('Enter your password to confirm').fill('typed-but-not-sent');
  await dialog.getByRole('button', { name: 'Delete my account' }).and(page.locator(':enabled')).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
});
