/**
 * Hindi lessons and practising a chosen key in Debian's Chromium, with a US keyboard: Playwright sends
 * physical key codes (`KeyK`, `Shift+KeyK`), the page emulates the chosen Hindi layout. A guest's
 * InScript lessons, typed well key by key, unlock the next key of the layout and keep that progress
 * over a reload, apart from the English lessons; a member's Hindi lesson is saved on the server for
 * that layout; a chosen key fills the lesson line, in English and in Hindi (Remington GAIL, typewriter order).
 */
import { hindiFrequencyList } from '@typing/practice-content/hindi';
import { ENGLISH_LESSONS, type HindiLayoutId, type TypingOrder } from '@typing/typing-core';
import { hindiLayouts, hindiLessonLanguage, hindiLessonLine, HOME_ROW_CODES } from '@typing/typing-core/hindi';
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
const { signedInUser } = testAccounts(journey, { ipPrefix: '192.0.2.', firstHost: 231 });
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

/** 120 ms between keys: about 100 WPM, well over the default target of 35. */
const FAST_KEY_MS = 120;
const lessonText = () => page.getByRole('textbox', { name: 'Lesson text' });
const lessonCount = async () =>
  Number(((await page.getByTestId('lesson-count').textContent()) ?? '').replace(/\D/g, ''));
const keysInPlay = () => page.getByTestId('lesson-letter-count').textContent();
const keyState = (key: string) => page.getByTestId(`lesson-key-${key}`).getAttribute('data-state');

/** Opens the lessons in Hindi on a layout, chosen as a typist does on the typing page (a member's is saved with their settings). */
async function openHindiLessons(layout: HindiLayoutId, typingOrder: TypingOrder) {
  await page.goto(`${stack.webUrl}/`);
  await page.getByLabel('Language').selectOption('hi');
  await page.getByLabel('Hindi layout').selectOption(layout);
  const order = page.getByLabel('Order');
  // Only typewriter layouts offer an order.
  if ((await order.count()) > 0 && (await order.inputValue()) !== typingOrder) await order.selectOption(typingOrder);
  await page.getByRole('link', { name: 'Lessons', exact: true }).first().click();
  await lessonText().waitFor();
  await page.getByTestId('lesson-layout').filter({ hasText: hindiLayouts[layout].name }).waitFor();
  await lessonReady();
}

async function lessonReady() {
  await lessonText().waitFor();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Lesson text'`);
}

/** The share of a chosen key a line must reach: twice its share of ordinary text (at most 90 %). */
const wantedShare = (share: number | undefined) => Math.min(0.9, 2 * (share ?? 0.05));

/** The physical keys of the line shown, in the typing order. */
async function keysOfLine(layout: HindiLayoutId, order: TypingOrder): Promise<readonly string[]> {
  const text = ((await lessonText().textContent()) ?? '').trim();
  const line = hindiLessonLine(text, hindiLayouts[layout], order);
  expect(line).not.toBeNull();
  return line!.keys;
}

/** Types the line shown key by key (physical codes), and waits for the next lesson. */
async function typeOneHindiLesson(layout: HindiLayoutId, order: TypingOrder) {
  const before = await lessonCount();
  const text = ((await lessonText().textContent()) ?? '').trim();
  for (const key of await keysOfLine(layout, order)) await page.keyboard.press(key, { delay: FAST_KEY_MS / 2 });
  await page.waitForFunction(
    `Number(document.querySelector('[data-testid="lesson-count"]')?.textContent?.replace(/\\D/g, '')) === ${before + 1}`,
  );
  return text;
}

test('a guest’s Hindi lesson on InScript unlocks the next key by typing well, and keeps it over a reload', async () => {
  await openHindiLessons('inscript', 'logical');
  expect(await keysInPlay()).toBe('8 keys in play');
  for (const code of HOME_ROW_CODES) expect(await keyState(code)).not.toBe('locked');
  // The home row's legends: ो े ् ि र क त च, the line drawn in Hindi.
  expect(await page.getByTestId('lesson-key-KeyK').getByRole('button').getAttribute('aria-label')).toMatch(/^क \(K\)/);
  expect(await lessonText().locator('[lang="hi"]').count()).toBe(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  const ninth = await page.locator('.lesson-keys li').nth(8).getAttribute('data-testid');
  const ninthKey = ninth!.replace('lesson-key-', '');
  expect(await keyState(ninthKey)).toBe('locked');

  for (let lesson = 0; lesson < 8 && (await keyState(ninthKey)) === 'locked'; lesson += 1) {
    const text = await typeOneHindiLesson('inscript', 'logical');
    // The typed line was judged right cluster by cluster before the next one came.
    expect(text.length).toBeGreaterThan(20);
  }
  expect(await keyState(ninthKey)).not.toBe('locked');
  expect(await keysInPlay()).toBe('9 keys in play');
  expect(await page.getByTestId('lesson-announcement').textContent()).toMatch(/^New key: /);
  expect(await page.getByTestId('lesson-last').textContent()).toMatch(/^\d+ WPM, 100% accuracy$/);
  const lessons = await lessonCount();
  expect(await page.evaluate(() => localStorage.getItem('lesson-progress:hi:inscript'))).toContain('"keysInPlay":9');
  expect(await page.evaluate(() => localStorage.getItem('lesson-progress'))).toBeNull();

  await page.reload();
  await lessonReady();
  expect(await keysInPlay()).toBe('9 keys in play');
  expect(await lessonCount()).toBe(lessons);
  expect(await accessibilityViolations(page)).toEqual([]);
}, 300_000); // up to eight lessons of about 55 keys each

test('a wrong key shows its cluster wrong and marks that key and layer on the keyboard; Backspace undoes it', async () => {
  await openHindiLessons('inscript', 'logical');
  const [first] = await keysOfLine('inscript', 'logical');
  const wrong = first === 'Shift+KeyK' ? 'Shift+KeyL' : 'Shift+KeyK';
  await page.keyboard.press(wrong);
  await lessonText().locator('.ch-bad').first().waitFor();
  const marked = page.locator(`.hkb [data-key-id="${first}"]`);
  expect(await marked.getAttribute('class')).toContain('hkb-legend--weak');
  expect(await page.locator(`.hkb [data-key-id="${wrong}"]`).getAttribute('class')).not.toContain('hkb-legend--weak');
  await page.keyboard.press('Backspace');
  await lessonText().locator('.ch-bad').first().waitFor({ state: 'detached' });
  await page.keyboard.press(first!);
  expect(await lessonText().locator('.ch-bad').count()).toBe(0);
});

test('a member’s Hindi lesson is saved for that layout, and read back from the server', async () => {
  await signedInUser('Meera Iyer', 'hindi-lessons');
  await openHindiLessons('remington-gail', 'typewriter');
  await typeOneHindiLesson('remington-gail', 'typewriter');
  await page.waitForFunction(
    async () =>
      ((await (await fetch('/api/lessons?language=hi&layout=remington-gail')).json()) as { lessons: number })
        .lessons === 1,
  );
  expect(
    await page.evaluate(
      async () =>
        ((await (await fetch('/api/lessons?language=hi&layout=inscript')).json()) as { lessons: number }).lessons,
    ),
  ).toBe(0);
  await page.reload();
  await lessonReady();
  expect(await lessonCount()).toBe(1);
}, 180_000); // an account made, and one lesson

test('practising a chosen key: the line concentrates on it, in English and in Hindi', async () => {
  await page.goto(`${stack.webUrl}/lessons`);
  await lessonReady();
  // English: t is in play; a locked key (s) may be chosen too.
  for (const letter of ['t', 's']) {
    await page.getByTestId(`lesson-key-${letter}`).getByRole('button').click();
    expect(await page.getByTestId('lesson-focus').textContent()).toBe(letter);
    expect(await page.getByTestId(`lesson-key-${letter}`).getByRole('button').getAttribute('aria-pressed')).toBe(
      'true',
    );
    const text = (await lessonText().textContent()) ?? '';
    const letters = text.replace(/ /g, '');
    expect([...letters].filter((ch) => ch === letter).length / letters.length).toBeGreaterThanOrEqual(
      wantedShare(ENGLISH_LESSONS.letterShare[letter]),
    );
  }
  // The chosen key stays for the next lesson; choosing it again goes back to the focus key.
  await lessonText().focus();
  await page.keyboard.type((await lessonText().textContent()) ?? '', { delay: FAST_KEY_MS / 2 });
  await page.waitForFunction(`document.querySelector('[data-testid="lesson-count"]')?.textContent === 'Lessons: 1'`);
  expect(await lessonText().textContent()).toContain('s');
  await page.getByRole('button', { name: 'Back to the focus letter' }).click();
  await page.getByRole('button', { name: 'Back to the focus letter' }).waitFor({ state: 'detached' });
  expect(await page.getByTestId('lesson-key-s').getByRole('button').getAttribute('aria-pressed')).toBe('false');

  // Hindi on Remington GAIL in typewriter order: a key still locked, chosen; the line's keys are dense
  // in it, and the line types in that order.
  await openHindiLessons('remington-gail', 'typewriter');
  const chosen = await page.locator('.lesson-keys li').nth(10).getAttribute('data-testid');
  const chosenKey = chosen!.replace('lesson-key-', '');
  await page.getByTestId(chosen!).getByRole('button').click();
  await page.getByText('Back to the focus key').waitFor();
  const keys = (await keysOfLine('remington-gail', 'typewriter')).filter((key) => key !== 'Space');
  const gail = hindiLessonLanguage(hindiLayouts['remington-gail'], hindiFrequencyList());
  expect(keys.filter((key) => key === chosenKey).length / keys.length).toBeGreaterThanOrEqual(
    wantedShare(gail.letterShare[chosenKey]),
  );
  await typeOneHindiLesson('remington-gail', 'typewriter');
  expect(await page.getByTestId(chosen!).getByRole('button').getAttribute('aria-pressed')).toBe('true');
}, 240_000); // two lessons and four lines drawn
