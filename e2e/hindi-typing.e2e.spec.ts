/**
 * A Hindi test on a US keyboard, in Debian's Chromium over the whole stack: a guest chooses हिन्दी,
 * gets 25 words of the Hindi list drawn by grapheme cluster in Noto Sans Devanagari (a chunk the English
 * page never loads), and types them on InScript as Playwright sends a US keyboard's physical keys
 * (`KeyK`, `Shift+Digit7`), judged 100 % right with its key depressions beside the WPM; then the same
 * text on Remington GAIL in typewriter order (ि before its consonant), the same text and 100 % again.
 * The choice of language, layout and order survives a reload. axe on the Hindi screen. A keyboard that types
 * Hindi itself (an operating system's InScript) is found on its first key, which stays typed in the text.
 */
import { hindiFrequencyList } from '@typing/practice-content/hindi';
import { TEST_WORD_POOL, words } from '@typing/typing-core';
import type { CDPSession, Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { hindiKeysFor, osInscriptKeysFor, type OsHindiKey } from './hindi-keys';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

const HINDI_TEST_WORDS = new Set(hindiFrequencyList().slice(0, TEST_WORD_POOL));

const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const sampleText = async () =>
  (
    await page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`)
  ).trimEnd();

async function typeKeys(keys: readonly string[]) {
  await textArea().focus();
  for (const key of keys) await page.keyboard.press(key);
}

/** The completed test's figures: 100 % right, and the key depressions as many as the keys pressed. */
async function expectJudgedRight(keys: readonly string[]) {
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  expect(await page.getByRole('group', { name: 'Accuracy (%)' }).innerText()).toContain('100');
  expect(await page.getByTestId('kd').innerText()).toBe(String(keys.length));
  expect(await page.getByTestId('kdph').innerText()).toMatch(/^[\d,]+$/);
  expect(await page.locator('.ch-bad').count()).toBe(0);
}

test('a guest types Hindi on InScript and on Remington GAIL by physical key, judged 100 % right; the choice survives a reload', async () => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The dev server compiles the page on its first request: a busy machine takes longer than the default 30 s.
  await page.goto(`${stack.webUrl}/`, { timeout: 120_000 });
  await textArea().waitFor();
  await page.waitForLoadState('networkidle');
  // English pages load nothing of Hindi: no layouts, no Hindi words, no Devanagari font.
  expect(
    requested.filter((url) => /hindi-chunk|hindi-words|devanagari|\/hindi\/(layouts|emulator)/i.test(url)),
  ).toEqual([]);

  await page.getByLabel('Language').selectOption('hi');
  const layoutSelect = page.getByLabel('Hindi layout');
  await layoutSelect.waitFor();
  expect(await layoutSelect.inputValue()).toBe('inscript');
  await page.getByRole('radio', { name: 'words' }).check({ force: true });
  await page.getByRole('radio', { name: '25' }).check({ force: true });
  await page.getByTestId('word-progress').filter({ hasText: 'word 1 / 25' }).waitFor();
  const text = await sampleText();
  expect(words(text)).toHaveLength(25);
  expect(words(text).every((word) => HINDI_TEST_WORDS.has(word))).toBe(true);
  expect(await page.locator('[data-line="0"]').getAttribute('lang')).toBe('hi');
  // Drawn by grapheme cluster: no vowel sign or virama stands alone, cut off from its letter.
  const clusters = await page.locator('.ch-cluster').allInnerTexts();
  expect(clusters.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  expect(clusters.filter((cluster) => /^[\u093E-\u094D]/u.test(cluster))).toEqual([]);
  // The font is the self-hosted Noto Sans Devanagari, served from this site.
  await page.waitForFunction(`document.fonts.check('20px "Noto Sans Devanagari"', 'क')`);
  expect(requested.some((url) => url.startsWith(stack.webUrl) && /noto-sans-devanagari.*\.woff2/.test(url))).toBe(true);

  const inscriptKeys = hindiKeysFor(text, 'inscript', 'logical');
  await typeKeys(inscriptKeys);
  await expectJudgedRight(inscriptKeys);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Remington GAIL: the same text again, typed in typewriter order.
  await layoutSelect.selectOption('remington-gail');
  expect(await page.getByLabel('Order').inputValue()).toBe('typewriter');
  await page.getByTestId('word-progress').filter({ hasText: 'word 1 / 25' }).waitFor();
  expect(await sampleText()).toBe(text);
  const gailKeys = hindiKeysFor(text, 'remington-gail', 'typewriter');
  expect(gailKeys).not.toEqual(inscriptKeys);
  await typeKeys(gailKeys);
  await expectJudgedRight(gailKeys);

  await page.reload();
  await textArea().waitFor();
  // A visitor's page is taken over as the build drew it (English); the stored choice comes in the render after.
  await page.locator('[data-line="0"][lang="hi"]').waitFor();
  expect(await page.getByLabel('Language').inputValue()).toBe('hi');
  expect(await page.getByLabel('Hindi layout').inputValue()).toBe('remington-gail');
  expect(await page.getByLabel('Order').inputValue()).toBe('typewriter');
  expect(words(await sampleText()).every((word) => HINDI_TEST_WORDS.has(word))).toBe(true);
  // About 300 physical keys at a steady pace and two page loads: longer than the default two minutes.
}, 300_000);

/** CDP's modifier bit for Shift. */
const CDP_SHIFT = 8;

/** One key as a keyboard that types Hindi itself sends it: its place (`code`) and the Devanagari it types. */
async function pressOsHindiKey(cdp: CDPSession, { code, shift, key }: OsHindiKey) {
  const modifiers = shift ? CDP_SHIFT : 0;
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, text: key, unmodifiedText: key, modifiers });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, modifiers });
}

test('a keyboard that types Hindi itself is found on its first key, which stays typed: the text judged 100 % right', async () => {
  await page.goto(`${stack.webUrl}/`, { timeout: 120_000 });
  await textArea().waitFor();
  await page.getByLabel('Language').selectOption('hi');
  const layoutSelect = page.getByLabel('Hindi layout');
  await layoutSelect.waitFor();
  await page.getByRole('radio', { name: 'words' }).check({ force: true });
  await page.getByRole('radio', { name: '25' }).check({ force: true });
  await page.getByTestId('word-progress').filter({ hasText: 'word 1 / 25' }).waitFor();
  const text = await sampleText();
  const ownHindi = (checked: boolean) =>
    page.getByRole('checkbox', { name: 'My keyboard already types Hindi', checked });
  await ownHindi(false).waitFor();

  const keys = osInscriptKeysFor(text);
  const firstWordKeys = keys.findIndex((key) => key.code === 'Space') + 1;
  await textArea().focus();
  const cdp = await page.context().newCDPSession(page);
  await pressOsHindiKey(cdp, keys[0]!);
  await ownHindi(true).waitFor();
  expect(await layoutSelect.isDisabled()).toBe(true);
  expect(await sampleText()).toBe(text);
  // The first word, its first key pressed once only: judged right, so that key's character was typed.
  for (const key of keys.slice(1, firstWordKeys)) await pressOsHindiKey(cdp, key);
  const secondWord = page.getByTestId('word-progress').filter({ hasText: 'word 2 / 25' });
  await secondWord.or(page.locator('.ch-bad').first()).waitFor();
  expect(await page.locator('.ch-bad').count()).toBe(0);
  expect(await secondWord.count()).toBe(1);
  expect(await page.locator('.ch-ok').count()).toBeGreaterThan(0);

  for (const key of keys.slice(firstWordKeys)) await pressOsHindiKey(cdp, key);
  await cdp.detach();
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  expect(await page.getByRole('group', { name: 'Accuracy (%)' }).innerText()).toContain('100');
  expect(await page.locator('.ch-bad').count()).toBe(0);
}, 180_000);
