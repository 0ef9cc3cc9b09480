/**
 * Hindi in a custom exam over the whole stack, in Debian's Chromium: a member's restricted custom test on KrutiDev
 * (typewriter order: ि before its consonant) typed by physical key refuses a key that takes the word off the
 * passage, finishes with no mistakes and every key counted, and is saved (the server replays the key log in
 * restricted mode and re-evaluates it). A keyboard that types Hindi itself has its Devanagari taken as typed,
 * not through the chosen layout again.
 */
import { keyOutput, layerOf, hindiLayouts, type PhysicalKey } from '@typing/typing-core/hindi';
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { hindiKeysFor } from './hindi-keys';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '203.0.113.', firstHost: 141 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const typingBox = () => page.getByRole('textbox', { name: 'Type the passage here' });
const figure = async (name: string) =>
  Number(((await page.getByTestId(`exam-figure-${name}-value`).textContent()) ?? '').split(' ')[0]);

/** Opens /exams and starts a restricted Hindi custom test of 20 words on `layout`; the passage's words. */
async function startHindiCustom(layout: string): Promise<string[]> {
  await page.goto(`${stack.webUrl}/exams`);
  await page.getByRole('radio', { name: 'Custom test' }).check();
  await page.getByRole('spinbutton', { name: 'Passage words' }).fill('20');
  await page.getByRole('checkbox', { name: 'Restricted mode' }).check();
  await page.getByRole('radio', { name: 'Hindi' }).check();
  await page.getByRole('combobox', { name: 'Keyboard layout' }).selectOption(layout);
  expect(await page.getByTestId('exam-rules').textContent()).toContain(
    'Restricted: a key that takes the word you are typing off the passage is refused.',
  );
  await page.getByRole('button', { name: 'Start the test' }).click();
  await typingBox().waitFor();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Type the passage here'`);
  return ((await page.getByTestId('exam-passage').textContent()) ?? '').split(/\s+/u).filter(Boolean);
}

/** A KrutiDev key whose character is nowhere in `word`, so no order of its keys can start with it. */
function wrongKeyFor(word: string): { press: string; typed: string } {
  const keys = ['KeyK', 'KeyJ', 'KeyL', 'KeyD', 'KeyR'].map((code): PhysicalKey => ({
    code,
    shift: false,
    altGr: false,
  }));
  for (const key of keys) {
    const typed = keyOutput(hindiLayouts.krutidev, key.code, layerOf(key));
    if (typed && !word.includes(typed)) return { press: key.code, typed };
  }
  throw new Error(`every candidate key types a character of ${word}`);
}

test('a restricted Hindi custom test on KrutiDev refuses a wrong key, ends with no mistakes, and is saved', async () => {
  await signedInUser('Meera Iyer', 'hindi-exam');
  const words = await startHindiCustom('krutidev');
  expect(words.length).toBeGreaterThanOrEqual(10);
  expect(await page.locator('.exam-screen__name').textContent()).toBe('Custom test, Hindi (KrutiDev 010)');

  const firstWord = hindiKeysFor(words.slice(0, 1), 'krutidev');
  for (const key of firstWord) await page.keyboard.press(key);
  await page.keyboard.press('Space');
  expect(await typingBox().inputValue()).toBe(`${words[0]} `);
  const wrong = wrongKeyFor(words[1]!);
  await page.keyboard.press(wrong.press);
  expect(await typingBox().inputValue()).toBe(`${words[0]} `);
  expect(await page.getByTestId('exam-refused').textContent()).toBe(
    `Refused (1): Restricted mode: "${wrong.typed}" is not the next character`,
  );

  const rest = hindiKeysFor(words.slice(1), 'krutidev');
  for (const key of rest) await page.keyboard.press(key);
  expect(await typingBox().inputValue()).toBe(words.join(' '));
  expect(Number(await page.getByTestId('exam-words-pending').textContent())).toBe(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: /^Evaluation sheet/ }).waitFor();

  // Every press counts, the refused one too.
  expect(await figure('keyDepressions')).toBe(firstWord.length + 1 + 1 + rest.length);
  expect(await page.getByTestId('exam-full-mistakes').textContent()).toBe('0');
  expect(await page.getByTestId('exam-half-mistakes').textContent()).toBe('0');
  expect(await figure('errorPercent')).toBe(0);
  expect(await page.getByTestId('exam-sheet-passage').locator('mark').count()).toBe(0);
  await page.getByText('Saved to your dashboard.').waitFor();
}, 900_000);

test('a keyboard that types Hindi itself has its Devanagari taken as typed on a KrutiDev test, wrong keys refused', async () => {
  const words = await startHindiCustom('krutidev');
  const cdp = await page.context().newCDPSession(page);
  const type = async (text: string) => {
    for (const key of text) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
    }
  };
  await type(`${words[0]} `);
  expect(await typingBox().inputValue()).toBe(`${words[0]} `);
  const wrong = words[1]!.startsWith('क') ? 'ख' : 'क';
  await type(wrong);
  expect(await typingBox().inputValue()).toBe(`${words[0]} `);
  expect(await page.getByTestId('exam-refused').textContent()).toBe(
    `Refused (1): Restricted mode: "${wrong}" is not the next character`,
  );
  await type(words.slice(1).join(' '));
  await cdp.detach();
  expect(await typingBox().inputValue()).toBe(words.join(' '));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: /^Evaluation sheet/ }).waitFor();
  expect(await figure('keyDepressions')).toBe(Array.from(words.join(' ')).length + 1);
  expect(await page.getByTestId('exam-full-mistakes').textContent()).toBe('0');
}, 900_000);
