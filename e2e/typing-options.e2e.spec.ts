/**
 * Test options beyond the timed test, in Debian's Chromium: a word test with
 * punctuation, a custom text, keyboard layouts, all remembered over a reload, and axe in both
 * themes with the options shown. Only the front end's dev server is started (guests save nothing).
 */
import { words } from '@typing/typing-core';
import type { BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ stack, context, page } = journey);
});

const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const progress = () => page.getByTestId('word-progress').innerText();
const completed = () => page.getByRole('heading', { name: 'Test Completed!' });
const tile = (label: string) => page.getByRole('group', { name: label }).locator('.result-tile-value');
const firstKeyRow = () =>
  page.evaluate<string>(
    `[...document.querySelectorAll('.kb .kb-row')[0].querySelectorAll('.kb-key')].map((k) => k.dataset.key).join('')`,
  );
/** The whole sample text, every line of it (a word test's lines are all in the page). */
const sampleText = () =>
  page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`);

async function open() {
  await page.goto(`${stack.webUrl}/`);
  await textArea().waitFor();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
}

test('a 25-word test with punctuation: no countdown, completes on the last word, remembered', async () => {
  void context;
  await open();
  await page.getByRole('radio', { name: 'words' }).check({ force: true });
  await page.getByRole('radio', { name: '25' }).check({ force: true });
  await page.getByRole('switch', { name: 'Punctuation' }).click();
  await page.waitForFunction(`/[A-Z]/.test(document.querySelector('[data-line="0"]').textContent)`);
  expect(await progress()).toBe('word 1 / 25');
  expect(await page.getByRole('timer', { name: 'Time elapsed in seconds' }).innerText()).toBe('0');

  const sample = (await sampleText()).trimEnd();
  expect(words(sample)).toHaveLength(25);
  expect(sample).toMatch(/[.?!]$/);
  await textArea().focus();
  await page.keyboard.type(sample, { delay: 5 });
  await completed().waitFor();
  expect(await page.getByRole('group', { name: 'Time (seconds)' }).innerText()).toContain('25 words');
  expect(await tile('Accuracy (%)').innerText()).toBe('100');

  // The choice survives a reload.
  await open();
  expect(await page.getByRole('radio', { name: 'words' }).isChecked()).toBe(true);
  expect(await page.getByRole('switch', { name: 'Punctuation' }).getAttribute('aria-checked')).toBe('true');
  expect(await progress()).toBe('word 1 / 25');
});

test('a custom text: entered in a dialog, tidied, typed to the end', async () => {
  await open();
  await page.getByRole('radio', { name: 'custom' }).click({ force: true });
  const dialog = page.getByRole('dialog', { name: 'Your own text' });
  await dialog.waitFor();
  // Nothing but white space is refused.
  await dialog.getByRole('textbox').fill('   \n ');
  await dialog.getByRole('button', { name: 'Use this text' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Enter some text to type.' }).waitFor();

  await dialog.getByRole('textbox').fill('  Hello,\n\n  World!   42 ');
  await dialog.getByRole('button', { name: 'Use this text' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await sampleText()).trimEnd()).toBe('Hello, World! 42');
  expect(await page.getByRole('radio', { name: 'custom' }).isChecked()).toBe(true);

  await textArea().focus();
  await page.keyboard.type('Hello, World! 42', { delay: 10 });
  await completed().waitFor();
  expect(await page.getByRole('group', { name: 'Time (seconds)' }).innerText()).toContain('custom text');
});

test('keyboard layouts change the on-screen keyboard and are remembered', async () => {
  await open();
  expect(await firstKeyRow()).toBe('qwertyuiop');
  for (const [layout, row] of [
    ['dvorak', 'pyfgcrl'],
    ['colemak', 'qwfpgjluy'],
    ['azerty', 'azertyuiop'],
  ] as const) {
    await page.getByLabel('Layout').selectOption(layout);
    expect(await firstKeyRow()).toBe(row);
  }
  await page.getByLabel('Layout').selectOption('dvorak');
  await open();
  expect(await firstKeyRow()).toBe('pyfgcrl');
  expect(await page.getByLabel('Layout').inputValue()).toBe('dvorak');
});

test.each(['light', 'dark'])(
  'the options, the custom-text dialog and a word test pass axe, %s theme',
  async (theme) => {
    await open();
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await open();
    await page.getByRole('radio', { name: 'words' }).check({ force: true });
    await page.getByRole('switch', { name: 'Numbers' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'custom' }).click({ force: true });
    await page.getByRole('dialog', { name: 'Your own text' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  },
);
