/**
 * Browser journeys over the home page's typing test, in Debian's Chromium. The numbers on the page
 * are checked against the engine (@typing/typing-core) fed the same text and keystrokes. It calls
 * no API, so only the front end's dev server is started.
 */
import { accuracyPercent, countCharacters, weakKeyStats } from '@typing/typing-core';
import type { BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack, newJourneyContext } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ stack, context, page } = journey);
});

const HINT = 'Press Tab to restart | Press Enter to complete | Press Backspace to correct';
// The root tsconfig has no DOM types, so in-page code is written as expressions.
const inPage = <T>(expression: string) => page.evaluate<T>(expression);
const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const timerText = () => page.getByRole('timer').innerText();
const progress = () => page.getByTestId('word-progress').innerText();
const lineText = async (line: number) => (await page.locator(`[data-line="${line}"]`).textContent()) ?? '';
const typedChars = () => page.locator('.ch-ok, .ch-bad').count();
const tile = (label: string) => page.getByRole('group', { name: label }).locator('.result-tile-value').innerText();
const focusIsOnText = () =>
  inPage<boolean>(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
const completed = () => page.getByRole('heading', { name: 'Test Completed!' });

async function open() {
  await page.goto(`${stack.webUrl}/`);
  await textArea().waitFor();
  // Autofocus: the typist can start without clicking.
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
}

async function chooseDuration(seconds: 30 | 60 | 120) {
  await page.getByText(`${seconds}s`, { exact: true }).click();
  await page.waitForFunction(`document.querySelector('[role=timer]').textContent === '${seconds}'`);
  expect(await focusIsOnText()).toBe(true);
}

/** The text to type with a wrong character at the first letter at or after each given position. */
function withMistakes(sample: string, length: number, near: number[]) {
  const typed = [...sample.slice(0, length)];
  const mistyped: string[] = [];
  for (const from of near) {
    let at = from;
    while (typed[at] === ' ') at++;
    mistyped.push(typed[at]);
    typed[at] = typed[at] === 'x' ? 'z' : 'x';
  }
  return { typed: typed.join(''), mistyped };
}

test('a 30 s test with three mistakes: live keyboard, results equal to the engine, guest prompt', async () => {
  await open();
  expect(await timerText()).toBe('60');
  await page.getByText(HINT, { exact: true }).waitFor();
  const ai = page.getByRole('link', { name: 'Login to practice with AI' });
  expect(await ai.getAttribute('href')).toBe('/signin');
  await chooseDuration(30);

  const sample = (await lineText(0)) + (await lineText(1));
  const { typed, mistyped } = withMistakes(sample, 40, [5, 17, 30]);
  await page.keyboard.type(typed);

  expect(await page.locator('.ch-bad').count()).toBe(3);
  expect(await page.locator('.ch-ok').count()).toBe(37);
  expect(await progress()).toMatch(new RegExp(`^word ${typed.split(' ').length} / \\d+$`));
  // Running: no AI button, no duration choice, the on-screen keyboard shows the errors.
  await ai.waitFor({ state: 'hidden' });
  expect(await page.getByRole('radio', { name: '60s' }).isDisabled()).toBe(true);
  for (const { key, count } of weakKeyStats(mistyped)) {
    expect(await page.locator(`.kb-key[data-key="${key}"] .kb-badge`).innerText()).toBe(String(count));
  }

  await page.keyboard.press('Enter');
  await completed().waitFor();
  const { correctChars, incorrectChars } = countCharacters(sample, typed);
  expect(incorrectChars).toBe(3);
  expect(await tile('Accuracy (%)')).toBe(String(accuracyPercent(correctChars, typed.length)));
  expect(await tile('Characters')).toBe(`${correctChars} / ${incorrectChars}`);
  const seconds = Number(await tile('Time (seconds)'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThan(30);
  expect(Number(await tile('Speed (WPM)'))).toBeGreaterThan(0);
  await page.getByText('Based on WPM and Accuracy').waitFor();
  expect(await page.getByTestId('skill-level').innerText()).toMatch(
    /^(Master|Expert|Advanced|Intermediate|Improving|Beginner)$/,
  );

  const keys = await page
    .locator('.weak-key-list li')
    .evaluateAll((items) => items.map((li) => [li.getAttribute('data-key'), li.textContent]));
  expect(keys).toEqual(
    weakKeyStats(mistyped).map(({ key, count }) => [key, `${key}${count} ${count === 1 ? 'error' : 'errors'}`]),
  );
  expect(await page.getByRole('status').filter({ hasText: 'Test completed.' }).count()).toBe(1);

  // The page scrolled to the results.
  await page.waitForFunction(`(() => {
    const top = document.querySelector('.typing-results').getBoundingClientRect().top;
    return window.scrollY > 0 && top >= 0 && top < window.innerHeight / 2;
  })()`);

  // Guests: a prompt to sign in, and the AI button again (it leads to sign-in).
  await page.getByText('Save your results and track your progress').waitFor();
  expect(await page.getByRole('link', { name: 'Sign In Now' }).getAttribute('href')).toBe('/signin');
  await ai.waitFor();

  // Keystrokes after completion are ignored.
  expect(await focusIsOnText()).toBe(true);
  await page.keyboard.type('more');
  await page.keyboard.press('Backspace');
  expect(await tile('Characters')).toBe(`${correctChars} / ${incorrectChars}`);
  expect(await typedChars()).toBe(40);

  // Try Again: the same text again (Monkeytype's "repeat test"), idle, with the same duration.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await completed().waitFor({ state: 'hidden' });
  expect(await timerText()).toBe('30');
  expect(await typedChars()).toBe(0);
  expect((await lineText(0)) + (await lineText(1))).toBe(sample);
  expect(await focusIsOnText()).toBe(true);
});

test('Tab restarts with a new text and the timer back at 30; Esc cancels to the same text', async () => {
  await open();
  await chooseDuration(30);
  const first = await lineText(0);
  await page.keyboard.type(first.slice(0, 6));
  await page.waitForFunction(`document.querySelector('[role=timer]').textContent === '29'`);

  await page.keyboard.press('Tab');
  await page.waitForFunction(`document.querySelector('[role=timer]').textContent === '30'`);
  const second = await lineText(0);
  expect(second).not.toBe(first);
  expect(await typedChars()).toBe(0);
  expect(await progress()).toMatch(/^word 1 \/ \d+$/);
  expect(await focusIsOnText()).toBe(true);
  expect(await page.getByRole('radio', { name: '60s' }).isDisabled()).toBe(false);

  await page.keyboard.type(second.slice(0, 4) + 'qq');
  await page.waitForFunction(`document.querySelector('[role=timer]').textContent === '29'`);
  expect(await page.locator('.kb-badge').count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await page.waitForFunction(`document.querySelector('[role=timer]').textContent === '30'`);
  expect(await lineText(0)).toBe(second);
  expect(await typedChars()).toBe(0);
  expect(await page.locator('.kb-badge').count()).toBe(0);
  expect(await progress()).toMatch(/^word 1 \/ \d+$/);
  // Cancelled, not completed: no results, and the duration can be chosen again.
  expect(await completed().count()).toBe(0);
  await chooseDuration(60);

  // New Text does the same as Tab.
  await page.getByRole('button', { name: 'New Text' }).click();
  await page.waitForFunction(`document.querySelector('[data-line="0"]').textContent !== ${JSON.stringify(second)}`);
  expect(await timerText()).toBe('60');
  expect(await focusIsOnText()).toBe(true);
});

test('the input never grows past the sample: extra keys at the end are rejected', async () => {
  await open();
  await chooseDuration(120);
  const total = Number((await progress()).split('/ ')[1]);
  const lines = Math.ceil(total / 10);
  let sample = '';
  for (let line = 0; line < lines; line++) {
    const text = await lineText(line);
    sample += text;
    if (line < lines - 1) {
      await page.keyboard.type(text);
    } else {
      // The last character wrong, so the test does not complete at the end of the text.
      await page.keyboard.type(text.slice(0, -1) + (text.endsWith('x') ? 'z' : 'x'));
    }
  }
  await page.keyboard.type(' and some more words');
  expect(await progress()).toBe(`word ${total} / ${total}`);
  expect(await completed().count()).toBe(0);
  expect(await typedChars()).toBe(await page.locator('[data-line] .ch:not(.ch-end)').count());

  await page.keyboard.press('Enter');
  await completed().waitFor();
  expect(await tile('Characters')).toBe(`${sample.length - 1} / 1`);
  expect(sample.split(' ').length).toBe(total);
}, 120_000);

test('the timer turns red under 10 seconds and completes the test at 0, using the full time', async () => {
  await context.clock.install();
  await open();
  await chooseDuration(30);
  // The page's clock stands still but for runFor: a slow machine's own seconds must not count.
  await context.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.type((await lineText(0)).slice(0, 5));
  expect(await page.getByRole('timer').getAttribute('data-warning')).toBe('false');

  await context.clock.runFor(20_500);
  await page.waitForFunction(`document.querySelector('[role=timer]').textContent === '10'`);
  expect(await page.getByRole('timer').getAttribute('data-warning')).toBe('false');
  await context.clock.runFor(1_000);
  await page.waitForFunction(`document.querySelector('[role=timer]').textContent === '9'`);
  expect(await page.getByRole('timer').getAttribute('data-warning')).toBe('true');
  // antd's error red (#ff4d4f), not the usual blue (after the colour's short transition).
  await page.waitForFunction(`getComputedStyle(document.querySelector('[role=timer]')).color === 'rgb(255, 77, 79)'`);

  await context.clock.runFor(10_000);
  await completed().waitFor();
  expect(await tile('Time (seconds)')).toBe('30');
  expect(await tile('Characters')).toBe('5 / 0');
});

test.each(['light', 'dark'])(
  'the test passes axe (WCAG 2 AA) while running and on the results, %s theme',
  async (theme) => {
    await open();
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await open();
    // Mistype the first letter and the space after the first word: red characters, red letter
    // and space keys with badges (the space key's small label is the hardest contrast case).
    const firstWord = (await lineText(0)).split(' ')[0]!;
    const wrongFirst = firstWord.startsWith('q') ? 'z' : 'q';
    await page.keyboard.type(`${wrongFirst}${firstWord.slice(1)}z`, { delay: 20 });
    await page.locator('.kb-space.kb-key-weak').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Two whole seconds, so the results include the speed chart.
    await page.waitForTimeout(2_100);
    await page.keyboard.press('Enter');
    await completed().waitFor();
    await page.locator('[data-testid=speed-chart] canvas').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  },
);

test('the results chart the speed per second (loaded only then) and list the slowest keys', async () => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/uplot|SpeedChart/i.test(request.url())) chartRequests.push(request.url());
  });
  await open();
  const sample = (await lineText(0)) + (await lineText(1));
  const { typed } = withMistakes(sample, 36, [9]);
  await page.keyboard.type(typed, { delay: 70 });
  // Typing does not load the chart library.
  expect(chartRequests).toEqual([]);
  await page.keyboard.press('Enter');
  await completed().waitFor();

  const chart = page.locator('[data-testid=speed-chart] canvas');
  await chart.first().waitFor();
  expect(chartRequests.length).toBeGreaterThan(0);
  const box = await chart.first().boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(box?.height).toBeGreaterThan(100);

  // The text alternative: one table row per whole second, each a count of keystrokes × 12. The
  // Time tile is rounded to tenths, so the whole seconds elapsed are its floor, or one less when
  // the tile rounded up across a second (2.96 s shows as 3).
  const shown = Number(await tile('Time (seconds)'));
  const rows = await page
    .getByRole('table', { name: 'Words per minute in each second' })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))));
  const seconds = rows.length;
  expect([Math.floor(shown - 0.05), Math.floor(shown)]).toContain(seconds);
  expect(seconds).toBeGreaterThanOrEqual(2);
  expect(rows.map(([second]) => second)).toEqual(Array.from({ length: seconds }, (_, i) => i + 1));
  let keystrokes = 0;
  for (const [, wpm] of rows) {
    expect(wpm % 12).toBe(0);
    keystrokes += wpm / 12;
  }
  expect(keystrokes).toBeGreaterThan(0);
  expect(keystrokes).toBeLessThanOrEqual(typed.length);
  const values = rows.map(([, wpm]) => wpm);
  expect(await page.getByTestId('speed-summary').innerText()).toContain(
    `over ${seconds} seconds: lowest ${Math.min(...values)} WPM, highest ${Math.max(...values)} WPM`,
  );

  // Slowest keys: up to five keys of the text, slowest first, each with its mean time.
  const slow = await page
    .locator('.slow-key-list li')
    .evaluateAll((items) => items.map((li) => [li.getAttribute('data-key') ?? '', li.textContent ?? '']));
  expect(slow.length).toBeGreaterThan(0);
  expect(slow.length).toBeLessThanOrEqual(5);
  const means = slow.map(([key, text]) => {
    expect(sample).toContain(key);
    const match = /(\d+) ms$/.exec(text);
    expect(match).not.toBeNull();
    return Number(match![1]);
  });
  expect([...means].sort((a, b) => b - a)).toEqual(means);
  // Typed at 70 ms a key (slower under load, never faster).
  expect(means[means.length - 1]).toBeGreaterThanOrEqual(40);
});

test('on a phone: a tap focuses the hidden field and phone-keyboard input types, corrects and completes', async () => {
  const phone = await newJourneyContext(context.browser()!, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const mobile = await phone.newPage();
  try {
    await mobile.goto(`${stack.webUrl}/`);
    const text = mobile.getByRole('textbox', { name: 'Typing test text' });
    await text.tap();
    await mobile.waitForFunction(`document.activeElement?.getAttribute('data-testid') === 'phone-input'`);
    const line = async (n: number) => (await mobile.locator(`[data-line="${n}"]`).textContent()) ?? '';
    const ok = () => mobile.locator('.ch-ok').count();
    const bad = () => mobile.locator('.ch-bad').count();

    // One character per input event, as a phone keyboard sends them (no key events).
    const first = await line(0);
    const word = first.split(' ')[0]!;
    for (const char of word) await mobile.keyboard.insertText(char);
    expect(await ok()).toBe(word.length);
    expect(await mobile.getByRole('timer').innerText()).toMatch(/^(60|59)$/);

    // A wrong letter, removed by the phone's delete key (deleteContentBackward, no key event).
    await mobile.keyboard.insertText(first[word.length] === 'q' ? 'z' : 'q');
    expect(await bad()).toBe(1);
    const inputType = await mobile.evaluate(`new Promise((resolve) => {
      document.activeElement.addEventListener('input', (event) => resolve(event.inputType), { once: true });
      document.execCommand('delete');
    })`);
    expect(inputType).toBe('deleteContentBackward');
    expect(await bad()).toBe(0);
    expect(await ok()).toBe(word.length);

    // A physical key while the field has focus counts once (the key handler claims it).
    await mobile.keyboard.press(first[word.length]!);
    expect(await ok()).toBe(word.length + 1);
    expect(await mobile.getByTestId('phone-input').inputValue()).toBe(' ');

    // The rest of the text a line at a time (a swipe or a paste arrives as one edit).
    let typedSoFar = first.slice(0, word.length + 1);
    let sample = first;
    await mobile.keyboard.insertText(first.slice(word.length + 1));
    const total = Number((await mobile.getByTestId('word-progress').innerText()).split('/ ')[1]);
    for (let n = 1; n < Math.ceil(total / 10); n++) {
      const next = await line(n);
      sample += next;
      typedSoFar = sample;
      await mobile.keyboard.insertText(next);
    }
    expect(typedSoFar).toBe(sample);
    // The whole text typed: the test completes.
    await mobile.getByRole('heading', { name: 'Test Completed!' }).waitFor();
    expect(await mobile.getByRole('group', { name: 'Characters' }).locator('.result-tile-value').innerText()).toBe(
      `${sample.length} / 0`,
    );
    // Accuracy counts presses: the corrected wrong letter is one miss among them.
    const presses = sample.length + 1;
    expect(await mobile.getByRole('group', { name: 'Accuracy (%)' }).locator('.result-tile-value').innerText()).toBe(
      String(Math.floor((sample.length * 100) / presses)),
    );
  } finally {
    await phone.close();
  }
}, 90_000);
