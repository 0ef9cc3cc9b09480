import type { Page } from 'playwright-core';

const dark = (page: Page) => page.locator('body.dark-theme');

/**
 * Puts the page in `theme` as a person does, with the top bar's switch. A theme written into
 * storage alone does not hold for a member: their saved settings win on the next load.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark') {
  if ((await dark(page).count()) > 0 !== (theme === 'dark'))
    await page.getByRole('switch', { name: 'Dark theme' }).click();
  await dark(page).waitFor({ state: theme === 'dark' ? 'attached' : 'detached' });
}

/**
 * A member's switch, held until their settings are saved: a page opened sooner would load the
 * server's older copy and put the other theme back.
 */
export async function switchMemberTheme(page: Page, theme: 'light' | 'dark') {
  if ((await dark(page).count()) > 0 === (theme === 'dark')) return;
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/preferences') && response.request().method() === 'PUT' && response.ok(),
  );
  await switchTheme(page, theme);
  await saved;
}

/** Fails unless the page shows `theme`: an accessibility check in the wrong theme proves nothing. */
export async function expectTheme(page: Page, theme: 'light' | 'dark') {
  const shown = (await dark(page).count()) > 0 ? 'dark' : 'light';
  if (shown !== theme) throw new Error(`expected the ${theme} theme, the page shows the ${shown} one`);
}
