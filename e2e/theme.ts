import type { Page } from 'playwright-core';

/**
 * Puts the page in `theme` as a person does, with the top bar's switch. A theme written into
 * storage alone does not hold for a member: their saved settings win on the next load.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark') {
  const dark = page.locator('body.dark-theme');
  if ((await dark.count()) > 0 !== (theme === 'dark')) await page.getByRole('switch', { name: 'Dark theme' }).click();
  await dark.waitFor({ state: theme === 'dark' ? 'attached' : 'detached' });
}
