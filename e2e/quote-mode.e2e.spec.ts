/**
 * Quote mode in Debian's Chromium over the whole stack: a member chooses a short
 * quote, gets a real passage from the server, sees that a capital typed in the wrong case is judged
 * wrong, types the passage exactly (capitals and punctuation), sees its source after the test, and
 * finds both tests in the history and personal bests as a short quote. axe on the quote's results
 * in both themes, and on the dashboard listing it.
 */
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '203.0.113.', firstHost: 231 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const sampleText = () =>
  page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`);
/** The served passage is in once the text area no longer says it is fetching one. */
const passageShown = () =>
  page.waitForFunction(
    `(() => { const text = [...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('');
       return text.length > 0 && !text.startsWith('Fetching a passage') })()`,
  );

/** Types the passage on the page exactly, after one wrong-case first letter taken back; answers the passage. */
async function typeQuote(): Promise<string> {
  await passageShown();
  const passage = (await sampleText()).trimEnd();
  expect(passage).toMatch(/[A-Z]/);
  expect(passage).toMatch(/[.,;:!?"'-]/);
  await textArea().focus();
  const first = passage.match(/[A-Za-z]/)![0]!;
  const before = passage.slice(0, passage.indexOf(first));
  const wrongCase = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  await page.keyboard.type(`${before}${wrongCase}`, { delay: 30 });
  await page.locator('[data-line="0"] .ch-bad').waitFor();
  // The passage's letter is marked wrong: case counts.
  expect(await page.locator('[data-line="0"] .ch-bad').innerText()).toBe(first);
  await page.keyboard.press('Backspace');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult'));
  await page.keyboard.type(passage.slice(before.length), { delay: 20 });
  expect((await saved).status()).toBe(200);
  return passage;
}

test('a quote test saved and listed: source after the test, its own kind and best; axe in both themes', async () => {
  await signedInUser('Meera Nair', 'quotes');
  await page.goto(`${stack.webUrl}/`);
  await textArea().waitFor();
  await page.getByRole('radio', { name: 'quote' }).check({ force: true });
  await page.getByRole('radio', { name: 'short' }).check({ force: true });
  // A passage has no extras to choose: it is typed as written.
  expect(await page.getByRole('switch', { name: 'Punctuation' }).count()).toBe(0);

  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      // A member's theme follows them (the server's copy wins on load), so it is switched here, and
      // New Text brings another passage of the same length.
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await page.getByRole('button', { name: 'New Text' }).click();
      await page.getByRole('heading', { name: 'Test Completed!' }).waitFor({ state: 'detached' });
    }
    await typeQuote();
    await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
    expect(await page.getByTestId('quote-source').innerText()).toMatch(
      /^Source: Herman Melville, Moby-Dick \(1851\), (ch\. \d+|Epilogue)$/,
    );
    expect(await page.getByRole('group', { name: 'Time (seconds)' }).innerText()).toContain('short quote');
    // One wrong press among all of them: the accuracy is below 100.
    const accuracy = await page.getByRole('group', { name: 'Accuracy (%)' }).locator('.result-tile-value').innerText();
    expect(Number(accuracy)).toBeLessThan(100);
    const darkTheme = page.getByRole('switch', { name: 'Dark theme' });
    expect(await darkTheme.getAttribute('aria-checked')).toBe(String(theme === 'dark'));
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  await page.goto(`${stack.webUrl}/dashboard`);
  const history = page.getByRole('region', { name: 'History' });
  await history.locator('tbody tr').filter({ hasText: 'Short quote' }).nth(1).waitFor();
  expect(await history.locator('tbody tr').count()).toBe(2);
  const best = page.getByTestId('personal-bests').locator('[data-kind="quote-short"]');
  await best.waitFor();
  expect(await best.innerText()).toContain('Short quote');
  expect(await accessibilityViolations(page)).toEqual([]);
});
