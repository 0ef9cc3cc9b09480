/**
 * Adaptive lessons in Debian's Chromium: a guest reaches the lessons from the home
 * page, types lessons well at a realistic speed (about 100 WPM, every key through the keyboard)
 * until the next letter ("s") joins, and keeps that progress over a reload; a slow typist unlocks
 * nothing; a member's progress is on the server, the same in a second browser context.
 */
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack, newJourneyContext } from './journey';

const journey = browserJourney();
const accounts = testAccounts(journey, { ipPrefix: '203.0.113.', firstHost: 211 });
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

/** 120 ms between keys: 100 WPM, well over the default target of 35. */
const FAST_KEY_MS = 120;
/** 400 ms between keys: at most 30 WPM, under it; over 20 WPM, the lowered target below. */
const SLOW_KEY_MS = 400;
const lessonText = (on: Page) => on.getByRole('textbox', { name: 'Lesson text' });
const lessonCount = async (on: Page) =>
  Number(((await on.getByTestId('lesson-count').textContent()) ?? '').replace(/\D/g, ''));
const letterCount = (on: Page) => on.getByTestId('lesson-letter-count').textContent();
const letterState = (on: Page, key: string) => on.getByTestId(`lesson-key-${key}`).getAttribute('data-state');

async function lessonReady(on: Page) {
  await lessonText(on).waitFor();
  await on.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Lesson text'`);
}

/** Types the current lesson's line correctly, one key at a time, and waits for the next lesson. */
async function typeOneLesson(on: Page, delay: number) {
  const before = await lessonCount(on);
  const text = (await lessonText(on).textContent()) ?? '';
  expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
  await on.keyboard.type(text, { delay });
  await on.waitForFunction(
    `Number(document.querySelector('[data-testid="lesson-count"]')?.textContent?.replace(/\\D/g, '')) === ${before + 1}`,
  );
}

/** Types good lessons until "s" joins (each letter needs 10 presses first, so a few lessons). */
async function typeUntilSJoins(on: Page) {
  for (let lesson = 0; lesson < 8 && (await letterState(on, 's')) === 'locked'; lesson += 1) {
    await typeOneLesson(on, FAST_KEY_MS);
  }
  expect(await letterState(on, 's')).not.toBe('locked');
  expect(await letterCount(on)).toBe('7 letters in play');
  expect(await on.getByTestId('lesson-announcement').textContent()).toBe('New letter: s');
}

test('a guest’s lesson unlocks the next letter by typing well, and the progress survives a reload', async () => {
  await page.goto(`${stack.webUrl}/`);
  // The home page itself offers lessons (not only the top bar).
  await page.getByRole('main').getByRole('link', { name: 'Practise with lessons' }).click();
  await lessonReady(page);
  expect(await letterCount(page)).toBe('6 letters in play');
  expect(await letterState(page, 's')).toBe('locked');
  expect(await accessibilityViolations(page)).toEqual([]);

  await typeUntilSJoins(page);
  const lessons = await lessonCount(page);
  expect(lessons).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => localStorage.getItem('lesson-progress'))).toContain('"keysInPlay":7');

  // The reload takes over the build's page (no progress) with the stored one: no hydration error on the way.
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  page.on('pageerror', (error) => void consoleErrors.push(error.message));
  await page.reload();
  await lessonReady(page);
  expect(await letterCount(page)).toBe('7 letters in play');
  expect(consoleErrors).toEqual([]);
  expect(await lessonCount(page)).toBe(lessons);
  expect(await letterState(page, 's')).not.toBe('locked');
  expect(await page.getByTestId('lesson-last').textContent()).toMatch(/^\d+ WPM, 100% accuracy$/);
  await lookAndAxe(page, 'light');

  await page.evaluate(`localStorage.setItem('theme', 'dark')`);
  await page.reload();
  await lessonReady(page);
  await page.locator('body.dark-theme').waitFor({ state: 'attached' });
  await lookAndAxe(page, 'dark');
});

/** LESSON_SCREENSHOTS=<folder> keeps a picture of the page (for a look by eye); axe finds nothing. */
async function lookAndAxe(on: Page, theme: string) {
  const folder = process.env.LESSON_SCREENSHOTS;
  if (folder) await on.screenshot({ path: `${folder}/lessons-${theme}.png`, fullPage: true });
  expect(await accessibilityViolations(on)).toEqual([]);
}

test('a key typed after a click on empty space reaches the lesson; the prompt says how to focus meanwhile', async () => {
  await page.goto(`${stack.webUrl}/lessons`);
  await lessonReady(page);
  const text = (await lessonText(page).textContent()) ?? '';
  await page.mouse.click(5, 300); // the page's margin, beside the lesson
  expect(await page.evaluate<string>('document.activeElement?.getAttribute("aria-label") ?? ""')).not.toBe(
    'Lesson text',
  );
  await page.getByTestId('focus-prompt').waitFor({ state: 'visible' });
  await page.keyboard.type(text.slice(0, 3), { delay: FAST_KEY_MS });
  expect(await lessonText(page).locator('.ch-ok').count()).toBe(3);
  await page.getByTestId('focus-prompt').waitFor({ state: 'hidden' });
});

test('a slow typist stays on the first letters until the target speed is lowered to theirs', async () => {
  await page.goto(`${stack.webUrl}/lessons`);
  await lessonReady(page);
  for (let lesson = 0; lesson < 2; lesson += 1) await typeOneLesson(page, SLOW_KEY_MS);
  expect(await letterState(page, 's')).toBe('locked');
  expect(await letterCount(page)).toBe('6 letters in play');
  // The lesson history: each lesson's speed and accuracy (400 ms a key is 30 WPM, less for the
  // time each key itself takes).
  expect(await page.getByTestId('lesson-last').textContent()).toMatch(/^(2\d|30) WPM, 100% accuracy$/);

  // 20 WPM (600 ms a key) is under 400 ms a key: the same typing now reaches the target.
  await page.getByLabel('Target speed in words per minute').fill('20');
  await lessonText(page).click();
  for (let lesson = 0; lesson < 3 && (await letterState(page, 's')) === 'locked'; lesson += 1) {
    await typeOneLesson(page, SLOW_KEY_MS);
  }
  expect(await letterCount(page)).toBe('7 letters in play');
  await page.reload();
  await lessonReady(page);
  expect(await page.getByLabel('Target speed in words per minute').inputValue()).toBe('20');
}, 240_000); // up to five lessons at 400 ms a key

test('a member’s lesson progress is on the server: a second browser context continues it', async () => {
  const account = await accounts.signedInUser('Lena Lessons', 'lessons');
  await page.goto(`${stack.webUrl}/lessons`);
  await lessonReady(page);
  expect(await letterCount(page)).toBe('6 letters in play');

  await typeUntilSJoins(page);
  const lessons = await lessonCount(page);
  // Each finished lesson is saved once; wait until the server has counted them all.
  await page.waitForFunction(
    async (n) => ((await (await fetch('/api/lessons')).json()) as { lessons: number }).lessons === n,
    lessons,
  );
  expect(await page.evaluate(() => localStorage.getItem('lesson-progress'))).toBeNull();

  const second = await newJourneyContext(page.context().browser()!, { viewport: { width: 1280, height: 800 } });
  try {
    await second.setExtraHTTPHeaders({ 'x-forwarded-for': accounts.ip });
    const other = await second.newPage();
    await other.goto(`${stack.webUrl}/signin`);
    await other.getByLabel('Email', { exact: true }).fill(account.email);
    await other.getByLabel('Password', { exact: true }).fill(account.password);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.waitForURL((url) => url.pathname === '/');
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' }).click();
    await lessonReady(other);
    expect(await letterCount(other)).toBe('7 letters in play');
    expect(await lessonCount(other)).toBe(lessons);
    expect(await letterState(other, 's')).not.toBe('locked');

    // A lesson there moves the same progress on.
    await typeOneLesson(other, FAST_KEY_MS);
    await other.waitForFunction(
      async (n) => ((await (await fetch('/api/lessons')).json()) as { lessons: number }).lessons === n,
      lessons + 1,
    );
  } finally {
    await second.close();
  }
});
