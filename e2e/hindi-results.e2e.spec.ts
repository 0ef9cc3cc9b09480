/**
 * A member's Hindi test, in Debian's Chromium over the whole stack: the member chooses हिन्दी and
 * InScript, types a 25-word test as Playwright sends a US keyboard's physical keys (one slip taken
 * back with Backspace), and the server saves it after replaying its key log through the layout. The
 * dashboard's history lists it as a Hindi InScript test with its key depressions, and its Hindi Keys
 * card names the layout's physical keys with what they type. axe on the dashboard in both themes.
 */
import { words } from '@typing/typing-core';
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { hindiKeysFor } from './hindi-keys';
import { browserJourney, type JourneyStack } from './journey';
import { switchTheme } from './theme';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '192.0.2.', firstHost: 61 });
beforeEach(() => {
  ({ stack, page } = journey);
});

/** A fast typist's pace, uneven: 30–70 ms between keys (the page's own work adds to it), the same every run. */
const gapMs = (i: number) => 30 + ((i * 37) % 41);
/** A 25-word test is about 150 keys, each a round trip to Chromium: minutes on a loaded machine. */
const JOURNEY_MS = 300_000;
const FIRST_COMPILE_MS = 90_000;

const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const sampleText = async () =>
  (
    await page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`)
  ).trimEnd();

async function typeKeys(keys: readonly string[]) {
  await textArea().focus();
  for (const [i, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForTimeout(gapMs(i));
  }
}

test(
  'a member’s Hindi test is saved and listed in the dashboard’s history with its key depressions and layout',
  async () => {
    await signedInUser('Meera Sharma', 'hindi-history');
    await page.goto(`${stack.webUrl}/`);
    await textArea().waitFor();
    await page.getByLabel('Language').selectOption('hi');
    const layoutSelect = page.getByLabel('Hindi layout');
    await layoutSelect.waitFor();
    expect(await layoutSelect.inputValue()).toBe('inscript');
    await page.getByRole('radio', { name: 'words' }).check({ force: true });
    await page.getByRole('radio', { name: '25' }).check({ force: true });
    await page.getByTestId('word-progress').filter({ hasText: 'word 1 / 25' }).waitFor();
    const text = await sampleText();
    expect(words(text)).toHaveLength(25);

    // The text's keys, with a slip after the third word's first key: 1 (१ on InScript, in no word), then Backspace.
    const keys = hindiKeysFor(text, 'inscript', 'logical');
    const spaces = keys.flatMap((key, i) => (key === 'Space' ? [i] : []));
    const slipAt = spaces[1]! + 2;
    const pressed = [...keys.slice(0, slipAt), 'Digit1', 'Backspace', ...keys.slice(slipAt)];
    await typeKeys(pressed.slice(0, -1));
    // The last key completes the test, and the page saves it.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult')),
      page.keyboard.press(pressed[pressed.length - 1]!),
    ]);
    await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
    expect(await page.getByTestId('kd').innerText()).toBe(String(pressed.length));
    // The server replayed the physical keys through InScript and found the page's figures.
    expect(answer.status()).toBe(200);
    const sent = answer.request().postDataJSON() as { keyDepressions: number; accuracy: number; layout: string };
    expect(sent).toMatchObject({ keyDepressions: pressed.length, layout: 'inscript' });
    expect(sent.accuracy).toBeLessThan(100);

    // The dev server compiles the dashboard's modules on its first visit: on a loaded machine, over a minute.
    await page.goto(`${stack.webUrl}/dashboard`, { timeout: FIRST_COMPILE_MS });
    const history = page.getByRole('region', { name: 'History' });
    const row = history.locator('tbody tr').filter({ hasText: '25 words · हिन्दी · InScript' });
    await row.waitFor();
    expect(await history.locator('thead').innerText()).toContain('KD');
    expect(await row.locator('td').allInnerTexts()).toContain(String(pressed.length));

    // The dashboard's per-key figures for Hindi: InScript's physical keys, each with what it types.
    const hindiKeys = page.getByTestId('hindi-keys-inscript');
    await hindiKeys.waitFor();
    const firstKey = hindiKeys.locator('tbody tr').first();
    expect(await firstKey.locator('kbd').innerText()).toMatch(/^((Shift|AltGr)\+)*\w+$/);
    expect((await firstKey.locator('td').nth(1).innerText()).trim()).not.toBe('');
    expect(await firstKey.innerText()).toMatch(/(confident|getting there|needs practice) \(\d+%\)/);

    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await row.waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  },
  JOURNEY_MS,
);
