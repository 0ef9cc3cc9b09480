/**
 * A member's own Devanagari text, in Debian's Chromium over the whole stack: with हिन्दी and InScript chosen, the
 * member enters a short Hindi text in the custom-text dialog and gets a Hindi test on InScript, typed as Playwright
 * sends a US keyboard's physical keys; judged 100 % right, and saved by the server after replaying its key log
 * through the layout. After a reload the stored text is the same Hindi test.
 */
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { hindiKeysFor } from './hindi-keys';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '203.0.113.', firstHost: 91 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const HINDI_TEXT = 'भारत एक देश है';

const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const sampleText = async () =>
  (
    await page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`)
  ).trimEnd();
/** The text is shown as a Hindi test: its lines marked Hindi, the Hindi layout to choose beside it. */
async function shownAsHindi() {
  await page.locator('[data-line="0"][lang="hi"]').waitFor();
  expect(await page.getByLabel('Hindi layout').inputValue()).toBe('inscript');
  expect(await sampleText()).toBe(HINDI_TEXT);
}

test('a member’s Devanagari custom text is a Hindi test on InScript: typed by key, 100 % right, saved', async () => {
  await signedInUser('Kavya Iyer', 'hindi-custom');
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  // The dev server compiles the page on its first request: a busy machine takes longer than the default 30 s.
  await page.goto(`${stack.webUrl}/`, { timeout: 120_000 });
  await textArea().waitFor();
  await page.getByLabel('Language').selectOption('hi');
  await page.getByLabel('Hindi layout').waitFor();

  await page.getByRole('radio', { name: 'custom' }).click({ force: true });
  const dialog = page.getByRole('dialog', { name: 'Your own text' });
  await dialog.getByRole('textbox').fill(HINDI_TEXT);
  await dialog.getByRole('button', { name: 'Use this text' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await shownAsHindi();

  const keys = hindiKeysFor(HINDI_TEXT, 'inscript', 'logical');
  await textArea().focus();
  for (const key of keys.slice(0, -1)) await page.keyboard.press(key);
  // The last key completes the test, and the page saves it.
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult')),
    page.keyboard.press(keys[keys.length - 1]!),
  ]);
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  expect(await page.getByRole('group', { name: 'Accuracy (%)' }).innerText()).toContain('100');
  expect(await page.getByTestId('kd').innerText()).toBe(String(keys.length));
  expect(await page.locator('.ch-bad').count()).toBe(0);
  expect(answer.request().postDataJSON()).toMatchObject({
    mode: 'custom',
    language: 'hi',
    layout: 'inscript',
    sampleText: HINDI_TEXT,
    keyDepressions: keys.length,
  });
  // The server replayed the physical keys through InScript and found the page's figures.
  expect(answer.status()).toBe(200);
  expect(consoleErrors.filter((text) => text.includes('Saving the result failed'))).toEqual([]);

  await page.reload();
  await textArea().waitFor();
  expect(await page.getByRole('radio', { name: 'custom' }).isChecked()).toBe(true);
  await shownAsHindi();
}, 180_000);
