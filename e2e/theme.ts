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
 * A member's switch, held until the save carrying it is answered: a page opened sooner would load the
 * server's older copy. A new member's first sign-in saves the device's settings too (the other theme).
 */
export async function switchMemberTheme(page: Page, theme: 'light' | 'dark') {
  if ((await dark(page).count()) > 0 === (theme === 'dark')) return;
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/preferences') &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { theme?: string } | null)?.theme === theme &&
      response.ok(),
  );
  await switchTheme(page, theme);
  await saved;
}

/** Fails unless the page shows `theme`: an accessibility check in the wrong theme proves nothing. */
export async function expectTheme(page: Page, theme: 'light' | 'dark') {
  const shown = (await dark(page).count()) > 0 ? 'dark' : 'light';
  if (shown !== theme) throw new Error(`expected the ${theme} theme, the page shows the ${shown} one`);
}
