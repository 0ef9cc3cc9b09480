/**
 * The dashboard over the whole stack (Vite → gateway → NATS → auth / results → database), in
 * Debian's Chromium: a signed-in user completes two typing tests and the dashboard shows both
 * sessions, the averages, the level, the status badges and the weak keys; a new user sees the
 * empty state. axe on both, in both themes.
 */
import { profileLevel, sessionStatus } from '@typing/typing-core';
import type { Page, Response } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';
import { issuedTextShown } from './typing-page';
import { switchTheme } from './theme';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;

// Each test is its own visitor: the sign-up and sign-in limits count per client IP.
const { signedInUser } = testAccounts(journey, { ipPrefix: '198.51.100.', firstHost: 101 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const open = (path: string) => page.goto(`${stack.webUrl}${path}`);
const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const lineText = async (line: number) => (await page.locator(`[data-line="${line}"]`).textContent()) ?? '';
const resultTile = (label: string) =>
  page.getByRole('group', { name: label }).locator('.result-tile-value').innerText();
const completed = () => page.getByRole('heading', { name: 'Test Completed!' });

/** Types `words` words of the sample with a wrong character at the start of the second word, then Enter. */
async function completeTest(
  words: number,
  pauseMs: number,
): Promise<{ wpm: number; accuracy: number; mistyped: string }> {
  await textArea().waitFor();
  await textArea().click();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Typing test text'`);
  const sample = (await lineText(0)) + (await lineText(1));
  const target = sample.split(' ').slice(0, words).join(' ');
  const secondWord = target.indexOf(' ') + 1;
  const mistyped = target[secondWord]!;
  const typed = target.slice(0, secondWord) + (mistyped === 'x' ? 'z' : 'x') + target.slice(secondWord + 1);
  await page.keyboard.type(typed.slice(0, secondWord + 2), { delay: 40 });
  await page.waitForFunction(`document.querySelectorAll('.ch-ok, .ch-bad').length === ${secondWord + 2}`);
  // A pause in the middle sets the speed (and so the status badge).
  await page.waitForTimeout(pauseMs);
  await page.keyboard.type(typed.slice(secondWord + 2), { delay: 40 });
  await page.keyboard.press('Enter');
  await completed()
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot('not-completed');
      throw error;
    });
  return { wpm: Number(await resultTile('Speed (WPM)')), accuracy: Number(await resultTile('Accuracy (%)')), mistyped };
}

/** DASHBOARD_SCREENSHOTS=<folder> keeps a full-page picture of each theme (for a look by eye). */
async function screenshot(name: string) {
  const folder = process.env.DASHBOARD_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

async function expectAccessibleInBothThemes(name: string) {
  await screenshot(`${name}-light`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await switchTheme(page, 'dark');
  await page.getByRole('heading', { level: 2, name: 'Recent Sessions' }).waitFor();
  await screenshot(`${name}-dark`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await switchTheme(page, 'light');
}

test('a new user sees the empty state: no sessions, zero tiles, level 1', async () => {
  const { name, email } = await signedInUser('Meera Iyer', 'empty');
  await open('/dashboard');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.locator('#main').getByText(email).waitFor();
  await page.getByText('No Sessions Yet').waitFor();
  const start = page.getByRole('link', { name: 'Start Typing Test' });
  expect(await start.getAttribute('href')).toBe('/');
  expect(await page.getByTestId('tile-Total Tests').innerText()).toMatch(/^0\s*tests$/);
  expect(await page.getByTestId('level-badge').innerText()).toBe('Level 1');
  await page.getByText('No plan', { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/subscription');
  expect(await page.getByRole('link', { name: 'Start AI Practice' }).getAttribute('href')).toBe('/');
  expect(await page.locator('.recommendations li').count()).toBe(4);
  await expectAccessibleInBothThemes('empty');
});

test('two completed tests: both sessions, the averages, the level, the badges and the weak keys', async () => {
  await signedInUser('Asha Rao', 'two');
  await open('/');
  // Both saves answered before the dashboard is opened (opening it is a new page load).
  let saves = 0;
  let bothSaved!: () => void;
  const twoSaves = new Promise<void>((resolve) => (bothSaved = resolve));
  const countSave = (response: Response) => {
    if (response.url().endsWith('/api/result/saveresult') && response.status() === 200 && ++saves === 2) bothSaved();
  };
  page.on('response', countSave);
  await issuedTextShown(page);
  const first = await completeTest(12, 200);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await completed().waitFor({ state: 'hidden' });
  const second = await completeTest(3, 6000);
  await twoSaves;
  page.off('response', countSave);

  await open('/dashboard');
  const table = page.getByTestId('sessions-table');
  await table.waitFor();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBe(2);
  // Newest first: WPM, accuracy and the badge of each.
  for (const [i, result] of [second, first].entries()) {
    const cells = rows.nth(i).locator('td');
    expect(await cells.nth(1).innerText()).toBe(String(result.wpm));
    expect(await cells.nth(2).innerText()).toBe(`${result.accuracy}%`);
    expect(await cells.nth(3).innerText()).toBe(sessionStatus(result.wpm, result.accuracy));
  }
  const averageWpm = (first.wpm + second.wpm) / 2;
  const averageAccuracy = (first.accuracy + second.accuracy) / 2;
  expect(await page.getByTestId('tile-Average Speed').innerText()).toMatch(
    new RegExp(`^${Math.round(Math.round(averageWpm * 100) / 100)}\\s*WPM$`),
  );
  expect(await page.getByTestId('tile-Accuracy').innerText()).toMatch(
    new RegExp(`^${Math.round(Math.round(averageAccuracy * 100) / 100)}\\s*%$`),
  );
  expect(await page.getByTestId('tile-Total Tests').innerText()).toMatch(/^2\s*tests$/);
  expect(await page.getByTestId('level-badge').innerText()).toBe(`Level ${profileLevel(averageWpm)}`);
  const speedBar = page.getByRole('progressbar', { name: 'Average Speed' });
  expect(Number(await speedBar.getAttribute('aria-valuenow'))).toBeCloseTo(Math.min(100, (averageWpm / 150) * 100), 0);
  expect(await page.getByRole('progressbar', { name: 'Total Tests' }).getAttribute('aria-valuenow')).toBe('2');

  // The mistyped keys are the problem keys, in the heatmap and among the keys typed instead.
  const problemKeys = page.getByTestId('problem-keys');
  for (const key of new Set([first.mistyped, second.mistyped])) {
    await problemKeys.locator(`li[data-key="${key}"]`).waitFor();
    expect(await page.locator(`.heat-key[data-key="${key}"] .visually-hidden`).innerText()).toMatch(/% errors/);
  }
  expect(await page.getByTestId('typed-instead').locator('tbody tr').count()).toBeGreaterThan(0);
  // The trend chart (uPlot, its own chunk) draws with two sessions.
  await page.getByTestId('trend-chart').locator('canvas').waitFor();
  expect(await page.getByTestId('trend-summary').innerText()).toBe(
    `Your last 2 tests: speed from ${first.wpm} to ${second.wpm} WPM, accuracy from ${first.accuracy}% to ${second.accuracy}%.`,
  );
  await expectAccessibleInBothThemes('two-tests');
});
