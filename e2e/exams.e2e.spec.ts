/**
 * The exam screen in Debian's Chromium over the whole stack, every key through the keyboard: an SSC
 * CHSL English test with one word left out and one miscapitalised is marked 1 full and 1 half
 * mistake with the matching error %; a restricted custom test refuses a wrong key; an RRB NTPC
 * sheet's net speed is the board's formula worked by hand; an SSC CHSL Hindi test typed on InScript
 * by physical key with one word left out is marked exactly 1 full mistake. axe on the rules and on the sheet.
 */
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { hindiKeysFor } from './hindi-keys';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
beforeEach(() => {
  ({ stack, page } = journey);
});

const typingBox = () => page.getByRole('textbox', { name: 'Type the passage here' });
const figure = async (name: string) =>
  Number(((await page.getByTestId(`exam-figure-${name}-value`).textContent()) ?? '').split(' ')[0]);
const shot = async (name: string) => {
  // Set EXAM_SCREENSHOT_DIR to keep pictures of the screens for a look by eye.
  const dir = process.env.EXAM_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/exam-${name}.png`, fullPage: name !== 'in-progress' });
};

/** Opens /exams, picks the profile and starts; answers the served passage once the exam shows it. */
async function startExam(profile: string, setUp?: () => Promise<void>): Promise<string> {
  await page.goto(`${stack.webUrl}/exams`);
  await page.getByRole('radio', { name: profile }).check();
  await setUp?.();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await typingBox().waitFor();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Type the passage here'`);
  return (await page.getByTestId('exam-passage').textContent()) ?? '';
}

/** The passage's word under the highlight marker's centre, read from the browser's layout. */
const highlightedWord = () =>
  page.evaluate(`(() => {
    const marker = document.querySelector('.exam-passage__marker:not([hidden])')?.getBoundingClientRect();
    if (!marker) return null;
    const text = document.querySelector('[data-testid="exam-passage"]').firstChild;
    const word = /\\S+/gu;
    for (let match; (match = word.exec(text.data)); ) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const box = range.getBoundingClientRect();
      const [x, y] = [marker.left + marker.width / 2, marker.top + marker.height / 2];
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return match[0];
    }
    return null;
  })()`);

async function submit() {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: /^Evaluation sheet/ }).waitFor();
}

test('SSC CHSL: one word left out and one miscapitalised are 1 full and 1 half mistake, and the error % matches', async () => {
  await page.goto(`${stack.webUrl}/about`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Exam tests' }).click();
  await page.getByTestId('exam-rules').waitFor();
  expect(await page.getByTestId('exam-rules').textContent()).toContain('Error % = (full mistakes + ½ × half mistakes)');
  expect(await page.getByRole('link', { name: /SSC CHSL-2012 candidate instructions/ }).getAttribute('href')).toMatch(
    /^https:\/\//,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot('rules');

  const passage = await startExam('SSC CHSL typing test (LDC/JSA, PA/SA)');
  const words = passage.split(/\s+/u).filter(Boolean);
  expect(words.length).toBeGreaterThan(250);
  const omitted = 3;
  const miscapitalised = words.findIndex((word, index) => index > omitted + 1 && /^[a-z]/u.test(word));
  const typed = words
    .map((word, index) => (index === miscapitalised ? word[0]!.toUpperCase() + word.slice(1) : word))
    .filter((_, index) => index !== omitted)
    .join(' ');
  await page.keyboard.type(typed.slice(0, 200));
  expect(Number(await page.getByTestId('exam-key-depressions').textContent())).toBe(200);
  await shot('in-progress');
  await page.keyboard.type(typed.slice(200));
  expect(Number(await page.getByTestId('exam-words-pending').textContent())).toBe(1);
  await submit();

  expect(await page.getByTestId('exam-full-mistakes').textContent()).toBe('1');
  expect(await page.getByTestId('exam-half-mistakes').textContent()).toBe('1');
  expect(await page.getByTestId('exam-count-omission-value').textContent()).toBe('1');
  expect(await page.getByTestId('exam-count-capitalisation-value').textContent()).toBe('1');
  const expected = Math.round((1.5 / words.length) * 100 * 100) / 100;
  expect(await figure('errorPercent')).toBe(expected);
  expect(await figure('keyDepressions')).toBe(typed.length);
  const marked = page.getByTestId('exam-sheet-passage').locator('mark');
  expect(await marked.allTextContents()).toEqual([
    `${words[omitted]}[omission]`,
    `${words[miscapitalised]}[capitalisation: typed “${typed.split(' ')[miscapitalised - 1]}”]`,
  ]);
  expect(await page.getByTestId('exam-verdict').textContent()).toMatch(/^Pass/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shot('sheet');
  // Printed, the sheet is all there is: no top bar, no buttons.
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('heading', { name: /^Evaluation sheet/ }).isVisible()).toBe(true);
  expect(await page.getByTestId('exam-full-mistakes').isVisible()).toBe(true);
  expect(await page.getByRole('banner').getByRole('link', { name: 'Lessons' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(false);
  await shot('sheet-print');
  await page.emulateMedia({ media: 'screen' });
}, 900_000);

test('SSC CHSL in Hindi on InScript, typed by physical key with one word left out: exactly 1 full mistake', async () => {
  const passage = await startExam('SSC CHSL typing test (LDC/JSA, PA/SA)', async () => {
    await page.getByRole('radio', { name: 'Hindi' }).check();
    await page.getByRole('combobox', { name: 'Keyboard layout' }).selectOption('inscript');
    expect(await page.getByTestId('exam-rules').textContent()).toContain('Hindi on the InScript layout');
  });
  const words = passage.split(/\s+/u).filter(Boolean);
  expect(words.length).toBeGreaterThan(150);
  const omitted = 4;
  const typedWords = words.filter((_, index) => index !== omitted);
  const keys = hindiKeysFor(typedWords, 'inscript');
  // A wrong key and its Backspace first: Backspace undoes that one key press.
  await page.keyboard.press('KeyK');
  await page.keyboard.press('Backspace');
  expect(await typingBox().inputValue()).toBe('');
  for (const key of keys) await page.keyboard.press(key);
  expect(await typingBox().inputValue()).toBe(typedWords.join(' '));
  expect(Number(await page.getByTestId('exam-words-pending').textContent())).toBe(1);
  await shot('hindi');
  await submit();

  expect(await page.getByTestId('exam-full-mistakes').textContent()).toBe('1');
  expect(await page.getByTestId('exam-half-mistakes').textContent()).toBe('0');
  expect(await page.getByTestId('exam-count-omission-value').textContent()).toBe('1');
  expect(await figure('keyDepressions')).toBe(keys.length + 2);
  expect(await page.getByTestId('exam-sheet-passage').locator('mark').allTextContents()).toEqual([
    `${words[omitted]}[omission]`,
  ]);
  expect(await figure('errorPercent')).toBe(Math.round((1 / words.length) * 100 * 100) / 100);
  expect(await accessibilityViolations(page)).toEqual([]);
}, 900_000);

test('restricted mode (custom test): a wrong key is refused and the answer does not advance', async () => {
  const passage = await startExam('Custom test', async () => {
    await page.getByRole('spinbutton', { name: 'Passage words' }).fill('20');
    await page.getByRole('checkbox', { name: 'Restricted mode' }).check();
    expect(await page.getByTestId('exam-rules').textContent()).toContain('Restricted: a key that is not the next');
  });
  // 20 words of 5 keys: the passage's opening whole words reaching 100 key depressions.
  expect(passage.length).toBeGreaterThanOrEqual(100);
  expect(passage.length).toBeLessThan(130);
  const start = passage.slice(0, passage.indexOf(' ') + 1);
  await page.keyboard.type(start);
  expect(await typingBox().inputValue()).toBe(start);
  expect(await highlightedWord()).toBe(passage.split(' ')[1]);
  const next = passage[start.length]!;
  const wrong = next === 'x' ? 'y' : 'x';
  await page.keyboard.type(wrong);
  expect(await typingBox().inputValue()).toBe(start);
  expect(await page.getByTestId('exam-refused').textContent()).toBe(
    `Refused (1): Restricted mode: "${wrong}" is not the next character`,
  );
  await shot('restricted');
  await page.keyboard.type(next);
  expect(await typingBox().inputValue()).toBe(start + next);
  // The refused key was still a key depression: the sheet counts every press.
  await submit();
  expect(await figure('keyDepressions')).toBe(start.length + 2);
});

test("RRB NTPC: the sheet's net speed is the board's formula worked by hand from the keys and mistakes", async () => {
  const passage = await startExam('RRB NTPC typing skill test');
  const words = passage.split(/\s+/u).filter(Boolean).slice(0, 40);
  const substituted = new Set([5, 15, 25]);
  const typed = words.map((word, index) => (substituted.has(index) ? 'zzz' : word)).join(' ');
  await page.keyboard.type(typed);
  await submit();

  const keyDepressions = typed.length;
  expect(await figure('keyDepressions')).toBe(keyDepressions);
  expect(await page.getByTestId('exam-full-mistakes').textContent()).toBe('3');
  expect(await page.getByTestId('exam-half-mistakes').textContent()).toBe('0');
  const wordsTyped = keyDepressions / 5;
  const penalised = Math.max(0, 3 - 0.05 * wordsTyped);
  const numerator = wordsTyped - penalised * 10;
  // The sheet shows minutes to 2 decimals: the net speed lies within what those bounds give.
  const minutes = await figure('minutes');
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const net = await figure('netWpm');
  expect(net).toBeGreaterThanOrEqual(round2(numerator / (minutes + 0.005)));
  expect(net).toBeLessThanOrEqual(round2(numerator / Math.max(0.001, minutes - 0.005)));
  expect(penalised).toBeGreaterThan(0);
});
