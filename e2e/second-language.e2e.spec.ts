/**
 * A word test in the second language, in Debian's Chromium over the whole stack: a
 * member chooses Español on the typing page, gets 25 words of the Spanish list and a Spanish board
 * (ñ and the accent key), and types them at a steady, human pace as a Spanish keyboard sends them
 * (ñ is a key of its own; an accented vowel is the accent dead key, then the vowel), one accent
 * first mistyped and corrected. The result is saved with its language and listed in the history;
 * the choice survives a reload, for a member (also on the server) and for a guest. axe in both themes.
 */
import { spanishFrequencyList } from '@typing/practice-content';
import { TEST_WORD_POOL, words } from '@typing/typing-core';
import type { CDPSession, Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '192.0.2.', firstHost: 201 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const SPANISH_TEST_WORDS = new Set(spanishFrequencyList().slice(0, TEST_WORD_POOL));
/** A steady typist's pace: about 100 WPM. */
const KEY_INTERVAL_MS = 120;

const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const languageSelect = () => page.getByLabel('Language');
const sampleText = async () =>
  (
    await page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`)
  ).trimEnd();
const boardRow = (row: number) =>
  page.evaluate<string>(
    `[...document.querySelectorAll('.kb .kb-row')[${row}].querySelectorAll('.kb-key')].map((k) => k.dataset.key).join('')`,
  );

async function openTypingPage() {
  await page.goto(`${stack.webUrl}/`);
  await textArea().waitFor();
}

/** Once the text is Spanish: its words all come from the Spanish list's most frequent. */
async function spanishTextShown(): Promise<string> {
  await page.locator('.kb [data-key="ñ"]').waitFor();
  const text = await sampleText();
  expect(words(text).every((word) => SPANISH_TEST_WORDS.has(word))).toBe(true);
  return text;
}

/**
 * One key as a Spanish (ISO) keyboard sends it: ñ has its own key; an accented vowel is the accent
 * dead key (which types nothing) and then the vowel, which arrives as the accented letter.
 */
async function pressSpanishKey(cdp: CDPSession, char: string) {
  const key = (type: 'keyDown' | 'rawKeyDown' | 'keyUp', name: string, code: string, text?: string) =>
    cdp.send('Input.dispatchKeyEvent', { type, key: name, code, ...(text ? { text, unmodifiedText: text } : {}) });
  if (char === 'ñ') {
    await key('keyDown', 'ñ', 'Semicolon', 'ñ');
    await key('keyUp', 'ñ', 'Semicolon');
    return;
  }
  const vowel = char.normalize('NFD')[0]!;
  const code = `Key${vowel.toUpperCase()}`;
  await key('rawKeyDown', 'Dead', 'Quote');
  await key('keyUp', 'Dead', 'Quote');
  await key('keyDown', char, code, char);
  await key('keyUp', vowel, code);
}

/** Types `text` one key every KEY_INTERVAL_MS; the first accented vowel is first typed plain, then erased. */
async function typeLikeASpanishTypist(text: string) {
  const cdp = await page.context().newCDPSession(page);
  let slipped = false;
  const pace = () => new Promise((resolve) => setTimeout(resolve, KEY_INTERVAL_MS));
  for (const char of text) {
    const special = /[ñáéíóúü]/.test(char);
    if (special && char !== 'ñ' && !slipped) {
      slipped = true;
      await page.keyboard.press(char.normalize('NFD')[0]!);
      await pace();
      // The plain vowel is wrong: the board shows the mistake at once, on the accent key.
      expect(await page.locator('.kb').getAttribute('aria-label')).toBe(`On-screen keyboard, mistyped keys: ${char} 1`);
      expect(await page.locator('.kb [data-key="´"] .kb-badge').innerText()).toBe('1');
      await page.keyboard.press('Backspace');
      await pace();
    }
    if (special) await pressSpanishKey(cdp, char);
    else await page.keyboard.press(char);
    await pace();
  }
  await cdp.detach();
  return slipped;
}

test('a member’s word test in Spanish: typed, saved and listed with its language; remembered; axe in both themes', async () => {
  await signedInUser('Lucía Fernández', 'espanol');
  await openTypingPage();
  // This choice's save: signing in may have saved the device's settings (English) just before.
  const preferencesSaved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/account/preferences') &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes('"language":"es"'),
  );
  await languageSelect().selectOption('es');
  expect(((await (await preferencesSaved).json()) as { preferences: { language?: string } }).preferences.language).toBe(
    'es',
  );
  await page.getByRole('radio', { name: 'words' }).check({ force: true });
  await page.getByRole('radio', { name: '25' }).check({ force: true });
  await page.getByTestId('word-progress').filter({ hasText: 'word 1 / 25' }).waitFor();
  expect(await boardRow(1)).toBe('asdfghjklñ´');

  // A text with an accented vowel, so the accent key is typed (New Text until one has it).
  let text = await spanishTextShown();
  for (let tries = 0; !/[áéíóú]/.test(text) && tries < 20; tries++) {
    await page.getByRole('button', { name: 'New Text' }).click();
    await page.waitForFunction(
      `[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('').trimEnd() !== ${JSON.stringify(text)}`,
    );
    text = await spanishTextShown();
  }
  expect(words(text)).toHaveLength(25);
  // Screen readers read the Spanish text in Spanish, the page around it in English.
  expect(await page.locator('[data-line="0"]').getAttribute('lang')).toBe('es');

  await textArea().focus();
  // About 150 keys at a human pace take longer than the default wait.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult'), { timeout: 90_000 });
  expect(await typeLikeASpanishTypist(text)).toBe(true);
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: { kind: string; language: string; accuracy: number } };
  expect(result).toMatchObject({ kind: 'words-25', language: 'es' });
  expect(result.accuracy).toBeLessThan(100);

  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  expect(await page.getByRole('group', { name: 'Time (seconds)' }).innerText()).toContain('25 words');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('switch', { name: 'Dark theme' }).click();
  expect(await page.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked')).toBe('true');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The choice survives a reload: Spanish words and board again.
  await page.reload();
  await textArea().waitFor();
  expect(await languageSelect().inputValue()).toBe('es');
  await spanishTextShown();

  await page.goto(`${stack.webUrl}/dashboard`);
  const history = page.getByRole('region', { name: 'History' });
  await history.locator('tbody tr').filter({ hasText: '25 words · Español' }).waitFor();
  expect(await history.locator('tbody tr').count()).toBe(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The settings page shows the same choice (and changes it for every page).
  await page.goto(`${stack.webUrl}/settings`);
  const inSettings = page.getByRole('region', { name: 'Practice language' }).getByLabel('Language');
  expect(await inSettings.inputValue()).toBe('es');
});

test('a guest’s choice of Spanish stays on the device over a reload; English is one choice away', async () => {
  await openTypingPage();
  await languageSelect().selectOption('es');
  await spanishTextShown();
  await page.reload();
  await textArea().waitFor();
  // A visitor's page is taken over as the build drew it (English); the stored choice comes in the render after.
  await spanishTextShown();
  expect(await languageSelect().inputValue()).toBe('es');
  expect(await page.evaluate<string | null>(`localStorage.getItem('practice-language')`)).toBe('es');

  await languageSelect().selectOption('en');
  await page.locator('.kb [data-key="ñ"]').waitFor({ state: 'detached' });
  expect(await boardRow(1)).toBe('asdfghjkl');
});

test('a guest’s lessons in Spanish: Spanish letters first, typed well until r joins, kept apart over a reload', async () => {
  const lessonText = () => page.getByRole('textbox', { name: 'Lesson text' });
  const lessonCount = async () =>
    Number(((await page.getByTestId('lesson-count').textContent()) ?? '').replace(/\D/g, ''));
  const letterState = (key: string) => page.getByTestId(`lesson-key-${key}`).getAttribute('data-state');
  await page.goto(`${stack.webUrl}/lessons`);
  await lessonText().waitFor();
  await languageSelect().selectOption('es');
  await page.getByTestId('lesson-key-ñ').waitFor();
  await lessonText().waitFor();
  for (const key of 'eaosnu') expect(await letterState(key)).not.toBe('locked');
  expect(await letterState('r')).toBe('locked');
  expect(await page.getByTestId('lesson-text').locator('[lang="es"]').count()).toBe(1);
  expect(await page.locator('.lesson-order').textContent()).toMatch(/^e a o s n u r i d t l c q m p b g v h y í é á/);

  // Good lessons (about 100 WPM, no mistakes) until the seventh Spanish letter joins.
  for (let lessons = 0; lessons < 8 && (await letterState('r')) === 'locked'; lessons += 1) {
    const before = await lessonCount();
    const text = (await lessonText().textContent()) ?? '';
    expect(text).toMatch(/^[eaosnu]+( [eaosnu]+)*$/);
    await lessonText().focus();
    await page.keyboard.type(text, { delay: KEY_INTERVAL_MS });
    await page.waitForFunction(
      `Number(document.querySelector('[data-testid="lesson-count"]')?.textContent?.replace(/\\D/g, '')) === ${before + 1}`,
    );
  }
  expect(await letterState('r')).not.toBe('locked');
  expect(await page.getByTestId('lesson-announcement').textContent()).toBe('New letter: r');
  const lessons = await lessonCount();
  expect(await page.evaluate<string | null>(`localStorage.getItem('lesson-progress:es')`)).toContain('"keysInPlay":7');
  expect(await page.evaluate<string | null>(`localStorage.getItem('lesson-progress')`)).toBeNull();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.reload();
  await lessonText().waitFor();
  expect(await languageSelect().inputValue()).toBe('es');
  expect(await lessonCount()).toBe(lessons);
  expect(await letterState('r')).not.toBe('locked');
  // English lessons are where they were: at the start.
  await languageSelect().selectOption('en');
  await page.getByTestId('lesson-key-ñ').waitFor({ state: 'detached' });
  expect(await lessonCount()).toBe(0);
});
