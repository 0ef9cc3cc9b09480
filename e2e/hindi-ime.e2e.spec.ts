/**
 * A Hindi test typed through a desktop input method that composes (a phonetic IME, Google Input Tools' kind), in
 * Debian's Chromium over the whole stack: with "My keyboard already types Hindi" set, the text's hidden field has
 * focus, and Chromium's own IME path (DevTools' Input.imeSetComposition, Input.insertText) composes each word and
 * commits it, each composition step after a key the IME processes (keyCode 229). Nothing shows while a word is
 * composed, its Backspace stays the IME's, the committed word is typed once and judged right, and the result counts
 * every committed character as a key depression.
 */
import { words } from '@typing/typing-core';
import type { CDPSession, Page } from 'playwright-core';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const sampleText = async () =>
  (
    await page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`)
  ).trimEnd();
const typedRight = async () => (await page.locator('.ch-ok').allTextContents()).join('');
const wordProgress = (word: number) =>
  page
    .getByTestId('word-progress')
    .filter({ hasText: `word ${word} / 25` })
    .waitFor();

/** The IME's share of a key: keydown and keyup as keyCode 229, its text left to the composition. */
async function imeKey(cdp: CDPSession, code: string) {
  const key = { key: 'Process', code, windowsVirtualKeyCode: 229 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

const compose = (cdp: CDPSession, text: string) =>
  cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });

/** A word composed a character at a time (each after a processed key), then committed. */
async function composeAndCommit(cdp: CDPSession, word: string) {
  const chars = Array.from(word);
  for (let i = 1; i <= chars.length; i++) {
    await imeKey(cdp, 'KeyA');
    await compose(cdp, chars.slice(0, i).join(''));
  }
  await cdp.send('Input.insertText', { text: word });
}

test('a desktop IME’s composed Hindi words are typed once each when committed, judged 100 % right and counted', async () => {
  await page.goto(`${stack.webUrl}/`, { timeout: 120_000 });
  await textArea().waitFor();
  await page.getByLabel('Language').selectOption('hi');
  await page.getByLabel('Hindi layout').waitFor();
  await page.getByRole('radio', { name: 'words' }).check({ force: true });
  await page.getByRole('radio', { name: '25' }).check({ force: true });
  await wordProgress(1);
  await page.getByRole('checkbox', { name: 'My keyboard already types Hindi' }).check();
  expect(await page.getByLabel('Hindi layout').isDisabled()).toBe(true);
  // The IME composes only in an editable field: the text hands its focus to the hidden one.
  await page.waitForFunction(`document.activeElement?.getAttribute('data-testid') === 'phone-input'`);
  const textWords = words(await sampleText());
  expect(textWords).toHaveLength(25);
  const [first, second, ...rest] = textWords as [string, string, ...string[]];

  const cdp = await page.context().newCDPSession(page);
  // Composing: nothing typed yet, not even the part composed.
  await imeKey(cdp, 'KeyK');
  await compose(cdp, Array.from(first)[0]!);
  await imeKey(cdp, 'KeyA');
  await compose(cdp, `${first}ि`);
  expect(await page.locator('.ch-ok, .ch-bad').count()).toBe(0);
  // Backspace inside the composition is the IME's: it takes back the extra sign, the test sees no key.
  await imeKey(cdp, 'Backspace');
  await compose(cdp, first);
  expect(await page.locator('.ch-ok, .ch-bad').count()).toBe(0);
  await cdp.send('Input.insertText', { text: first });
  await page.locator('.ch-ok').first().waitFor();
  expect(await typedRight()).toBe(first);
  expect(await page.locator('.ch-bad').count()).toBe(0);
  await page.keyboard.press('Space');
  await wordProgress(2);

  await composeAndCommit(cdp, second);
  await page.keyboard.press('Space');
  await wordProgress(3);
  expect(await typedRight()).toBe(`${first} ${second} `);
  expect(await page.locator('.ch-bad').count()).toBe(0);

  for (const [index, word] of rest.entries()) {
    await composeAndCommit(cdp, word);
    if (index < rest.length - 1) await page.keyboard.press('Space');
  }
  await cdp.detach();
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  expect(await page.getByRole('group', { name: 'Accuracy (%)' }).innerText()).toContain('100');
  expect(await page.locator('.ch-bad').count()).toBe(0);
  // One key depression per committed character and per Space: none typed twice, none from a composing step.
  expect(await page.getByTestId('kd').innerText()).toBe(String(Array.from(textWords.join(' ')).length));
}, 180_000);
