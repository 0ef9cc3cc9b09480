/**
 * Figures people can compare, in Debian's Chromium over the whole stack: a member
 * types a test with one mistake fixed and one left; the results panel shows net and raw WPM beside
 * the headline WPM, equal to the engine's and to what the server saved, each defined on hover and
 * on keyboard focus; the accuracy counts the fixed mistake, like 'Keys to Practice'; the history
 * and the CSV carry the same figures. axe in both themes with a definition open.
 */
import fs from 'node:fs';
import type { SaveResultResponse } from '@typing/contracts';
import { comparableSpeed, FIGURE_DEFINITIONS, pressAccuracy } from '@typing/typing-core';
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';
import { issuedTextShown } from './typing-page';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '203.0.113.', firstHost: 171 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const inPage = <T>(expression: string) => page.evaluate<T>(expression);
const speedTile = () => page.getByRole('group', { name: 'Speed (WPM)' });
const tileValue = (label: string) => page.getByRole('group', { name: label }).locator('.result-tile-value').innerText();
/** A definition is open when its tooltip is shown (display: block) with the figure's sentence. */
const definitionShown = (text: string) => page.getByRole('tooltip').filter({ hasText: text }).waitFor();
const definitionHidden = (text: string) =>
  page.getByRole('tooltip').filter({ hasText: text }).waitFor({ state: 'hidden' });

/** FIGURES_SCREENSHOTS=<folder> keeps a picture of the results in each theme (for a look by eye). */
async function screenshot(name: string, selector = '.typing-results') {
  const folder = process.env.FIGURES_SCREENSHOTS;
  if (folder) await page.locator(selector).screenshot({ path: `${folder}/${name}.png` });
}

/** A different lower-case letter than the one expected. */
const wrongFor = (expected: string) => (expected === 'x' ? 'z' : 'x');

test('net and raw WPM on the results panel and in the CSV', async () => {
  await signedInUser('Kavya Menon', 'figures');
  await page.goto(`${stack.webUrl}/`);
  const text = page.getByRole('textbox', { name: 'Typing test text' });
  await text.waitFor();
  await issuedTextShown(page);
  const sample = await inPage<string>(
    `[...document.querySelectorAll('[data-line]')].map((line) => line.textContent).join('')`,
  );
  const words = sample.split(' ');
  const firstWord = words[0]!;
  const secondWord = words[1]!;
  await text.focus();

  // The first word's first letter mistyped and fixed with Backspace; the second word's last
  // letter mistyped and left; then two more words typed right.
  await page.keyboard.type(wrongFor(firstWord[0]!), { delay: 30 });
  await page.keyboard.press('Backspace');
  const leftWrong = `${secondWord.slice(0, -1)}${wrongFor(secondWord.at(-1)!)}`;
  const input = `${firstWord} ${leftWrong} ${words[2]} ${words[3]}`;
  await page.keyboard.type(input, { delay: 30 });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult'));
  await page.keyboard.press('Enter');
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const stored = ((await answer.json()) as SaveResultResponse).result;

  // The panel, the engine fed the same text and input, and the server's check all agree.
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  const expected = comparableSpeed(sample, input, stored.elapsedSeconds);
  const net = Number(await speedTile().getByTestId('net-wpm').innerText());
  const raw = Number(await speedTile().getByTestId('raw-wpm').innerText());
  expect({ netWpm: net, rawWpm: raw }).toEqual(expected);
  expect(stored).toMatchObject({ netWpm: net, rawWpm: raw, wpm: Number(await tileValue('Speed (WPM)')) });
  expect(net).toBeGreaterThan(0);
  expect(net).toBeLessThan(raw); // the word left wrong counts for raw only

  // Accuracy counts the fixed mistake too, and both mistyped keys are listed to practise.
  const presses = input.length + 1;
  expect(await tileValue('Accuracy (%)')).toBe(String(pressAccuracy(presses - 2, 2)));
  const listed = await page
    .locator('.weak-key-list li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-key')));
  expect(listed.sort()).toEqual([...new Set([firstWord[0], secondWord.at(-1)])].sort());

  // Definitions: on hover, and on keyboard focus (Tab from the headline's own definition).
  await speedTile().getByRole('button', { name: 'raw' }).hover();
  await definitionShown(FIGURE_DEFINITIONS.rawWpm);
  await page.mouse.move(0, 0);
  await definitionHidden(FIGURE_DEFINITIONS.rawWpm);
  await speedTile().getByRole('button', { name: 'Speed (WPM)' }).focus();
  await page.keyboard.press('Tab');
  expect(await inPage<string>('document.activeElement.textContent')).toBe('net');
  await definitionShown(FIGURE_DEFINITIONS.netWpm);
  await screenshot('results-light');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await definitionHidden(FIGURE_DEFINITIONS.netWpm);

  // Dark theme, with the results still shown: the switch, then the definition by keyboard again.
  await page.getByRole('switch', { name: 'Dark theme' }).click();
  await page.locator('body.dark-theme').waitFor({ state: 'attached' });
  await speedTile().getByRole('button', { name: 'Speed (WPM)' }).focus();
  await page.keyboard.press('Tab');
  await definitionShown(FIGURE_DEFINITIONS.netWpm);
  await screenshot('results-dark');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The history lists the same figures, its column titles defined the same way.
  await page.goto(`${stack.webUrl}/dashboard`);
  const history = page.getByRole('region', { name: 'History' });
  // A data row: while the history loads, antd draws a placeholder row of one cell.
  const row = history.locator('tbody tr.ant-table-row').first();
  await row.waitFor();
  const cells = await row.locator('td').allInnerTexts();
  expect(cells.slice(2, 5)).toEqual([String(stored.wpm), String(net), String(raw)]);
  await history.getByText('Net', { exact: true }).focus();
  await page.getByRole('tooltip').filter({ hasText: FIGURE_DEFINITIONS.netWpm }).waitFor();
  await screenshot('history-dark', 'main');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The CSV: the same row, net and raw beside the headline WPM.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('link', { name: /Download CSV/ }).click(),
  ]);
  const [header, line] = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\n');
  const columns = header!.split(',');
  const values = line!.split(',');
  const cell = (name: string) => values[columns.indexOf(name)];
  expect(columns.slice(4, 8)).toEqual(['wpm', 'net_wpm', 'raw_wpm', 'accuracy']);
  expect([cell('wpm'), cell('net_wpm'), cell('raw_wpm'), cell('accuracy')]).toEqual([
    String(stored.wpm),
    String(net),
    String(raw),
    String(stored.accuracy),
  ]);
});
