/**
 * The whole history on the dashboard, in Debian's Chromium over the whole stack: a
 * member with more than a page of results pages through them, sees personal bests per kind of
 * test, the all-time trend and the weakest keys by confidence, and downloads the CSV. axe in both
 * themes with every new card shown.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { typedSteadily } from '@typing/typing-core/testing';
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';
import { issuedTextShown } from './typing-page';
import { switchTheme } from './theme';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '198.51.100.', firstHost: 221 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away from the river bank';
const WORDS_25 = `${SAMPLE} then home again to rest by fire`;

/** Saves results as the signed-in page would (same origin, the session cookie). */
async function save(bodies: object[]) {
  const statuses = await page.evaluate(async (json) => {
    const out: number[] = [];
    for (const body of JSON.parse(json) as object[]) {
      const response = await fetch('/api/result/saveresult', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      out.push(response.status);
    }
    return out;
  }, JSON.stringify(bodies));
  expect(statuses.every((s) => s === 200)).toBe(true);
}

const timed = (script: string, stepMs: number) => ({
  ...typedSteadily(SAMPLE, script, { stepMs }),
  clientId: randomUUID(),
});
function wordTest(script: string) {
  const { durationSeconds: _none, ...result } = typedSteadily(WORDS_25, script, { stepMs: 120 });
  return { ...result, mode: 'words', wordCount: 25, clientId: randomUUID() };
}

test('history pages, personal bests, trend, weakest keys and the CSV download; axe in both themes', async () => {
  await signedInUser('Asha Rao', 'history');
  // Eleven timed tests with mistakes (so keys get judged) and one word test: more than a page of ten.
  const typedScript = 'thw quixk brown fox jumps ovet the lazy dog and keeps';
  await save([...Array.from({ length: 11 }, (_, i) => timed(typedScript, 120 + i * 20)), wordTest('the quick brown')]);

  await page.goto(`${stack.webUrl}/dashboard`);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByText('12 tests').waitFor();
  const rows = history.locator('tbody tr');
  expect(await rows.count()).toBe(10);
  expect(await rows.first().innerText()).toContain('25 words');
  await history.getByRole('listitem', { name: '2' }).click();
  // Page 2 has the two oldest tests: the third row of page 1 goes away.
  await history.locator('tbody tr').nth(2).waitFor({ state: 'detached' });
  expect(await history.locator('tbody tr').count()).toBe(2);
  expect(await history.locator('tbody tr').first().innerText()).toContain('60 seconds');

  const bests = page.getByTestId('personal-bests');
  await bests.locator('[data-kind="time-60"]').waitFor();
  await bests.locator('[data-kind="words-25"]').waitFor();
  expect(await page.getByTestId('all-time-summary').innerText()).toMatch(
    /^All 12 tests so far were on \d{4}-\d{2}-\d{2}\.$/,
  );
  const weakest = page.getByTestId('weakest-keys');
  await weakest.waitFor();
  expect(await weakest.locator('tbody tr').count()).toBeGreaterThan(0);
  expect(await weakest.locator('tbody tr').first().innerText()).toMatch(/(needs practice|getting there) \(\d+%\)/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('link', { name: /Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('typing-results.csv');
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(lines).toHaveLength(13);
  expect(lines[0]).toBe(
    'date,test,punctuation,numbers,wpm,net_wpm,raw_wpm,accuracy,correct_chars,incorrect_chars,seconds,skill_level,language,layout,key_depressions,id',
  );
  expect(lines.filter((line) => line.includes(',words-25,'))).toHaveLength(1);

  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await page.getByTestId('weakest-keys').waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('12 tests').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  }
});

test('a word test taken on the home page is saved and listed as one', async () => {
  await signedInUser('Ravi Kumar', 'wordtest');
  await page.goto(`${stack.webUrl}/`);
  await page.getByRole('radio', { name: 'words' }).check({ force: true });
  await page.getByRole('radio', { name: '25' }).check({ force: true });
  await page.getByTestId('word-progress').getByText('word 1 / 25').waitFor();
  await issuedTextShown(page);
  const text = (
    await page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`)
  ).trimEnd();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult'));
  await page.getByRole('textbox', { name: 'Typing test text' }).focus();
  await page.keyboard.type(text, { delay: 5 });
  expect((await saved).status()).toBe(200);

  await page.goto(`${stack.webUrl}/dashboard`);
  const history = page.getByRole('region', { name: 'History' });
  // One test: one row (a single page shows no pager).
  await history.locator('tbody tr').filter({ hasText: '25 words' }).waitFor();
  expect(await history.locator('tbody tr').count()).toBe(1);
  await page.getByTestId('personal-bests').locator('[data-kind="words-25"]').waitFor();
});
