/**
 * A member's exam result over the whole stack: an SSC CHSL test typed in Debian's Chromium with the
 * caret moved back into the answer (a letter put in mid-text, arrows there and back), saved when the
 * sheet shows (the server replays the key log at each key's caret and re-evaluates), then found in the
 * dashboard's exam history and bests with the sheet's net speed, and its row opens the saved sheet. A guest is asked to sign in instead.
 */
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
const { signedInUser } = testAccounts(journey, { ipPrefix: '192.0.2.', firstHost: 181 });
beforeEach(() => {
  ({ stack, page } = journey);
});

const SSC_CHSL = 'SSC CHSL typing test (LDC/JSA, PA/SA)';
const typingBox = () => page.getByRole('textbox', { name: 'Type the passage here' });
const netWpm = async () =>
  Number(((await page.getByTestId('exam-figure-netWpm-value').textContent()) ?? '').split(' ')[0]);

async function startSscChsl(): Promise<string[]> {
  await page.goto(`${stack.webUrl}/exams`);
  await page.getByRole('radio', { name: SSC_CHSL }).check();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await typingBox().waitFor();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Type the passage here'`);
  return ((await page.getByTestId('exam-passage').textContent()) ?? '').split(/\s+/u).filter(Boolean);
}

test('a member’s SSC CHSL result, typed with caret moves, is saved and shows in the dashboard’s history and bests', async () => {
  await signedInUser('Kavya Nair', 'exam');
  const words = await startSscChsl();
  const [first, second] = [words[0]!, words[1]!];
  // The first word without its last letter, then the second; back over the second to put the letter in.
  await page.keyboard.type(`${first.slice(0, -1)} ${second}`);
  for (let i = 0; i <= second.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(first.slice(-1));
  for (let i = 0; i <= second.length; i++) await page.keyboard.press('ArrowRight');
  const rest = ` ${words.slice(2, 30).join(' ')}`;
  await page.keyboard.type(rest);
  const typed = words.slice(0, 30).join(' ');
  expect(await typingBox().inputValue()).toBe(typed);
  const profileName = (await page.locator('.exam-screen__name').textContent()) ?? '';
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: /^Evaluation sheet/ }).waitFor();

  // Every key is a depression, the arrows included.
  const arrows = 2 * (second.length + 1);
  expect(Number(((await page.getByTestId('exam-figure-keyDepressions-value').textContent()) ?? '').split(' ')[0])).toBe(
    typed.length + arrows,
  );
  await page.getByText('Saved to your dashboard.').waitFor();
  const net = await netWpm();

  await page.getByRole('link', { name: 'See your exam results' }).click();
  const history = page.getByTestId('exam-results-table');
  await history.waitFor();
  const row = history.locator('tbody tr');
  expect(await row.count()).toBe(1);
  const cells = await row.locator('td').allTextContents();
  expect(cells[0]).toBe(profileName);
  expect(Number(cells[2])).toBe(net);
  // The bests come in their own request, maybe after the history.
  const best = page.getByTestId('exam-bests').locator('li');
  await best.first().waitFor();
  expect(await best.count()).toBe(1);
  expect(await best.locator('.personal-best-kind').textContent()).toBe(profileName);
  expect(await best.locator('.personal-best-wpm').textContent()).toBe(`${net.toFixed(2)} net WPM`);

  // The row opens the saved sheet, redrawn by the server with the same figures.
  await row.getByRole('link', { name: profileName }).click();
  await page.getByRole('heading', { name: `Evaluation sheet: ${profileName}` }).waitFor();
  expect(page.url()).toMatch(/\/exams\/results\/[0-9a-f-]{36}$/u);
  expect(await netWpm()).toBe(net);
  expect(await accessibilityViolations(page)).toEqual([]);
}, 900_000);

test('a member’s restricted custom test is saved; the history and bests name its minutes, words and rules', async () => {
  await signedInUser('Arjun Rao', 'exam-custom');
  await page.goto(`${stack.webUrl}/exams`);
  await page.getByRole('radio', { name: 'Custom test' }).check();
  await page.getByRole('spinbutton', { name: 'Passage words' }).fill('20');
  await page.getByRole('checkbox', { name: 'Restricted mode' }).check();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await typingBox().waitFor();
  await page.waitForFunction(`document.activeElement?.getAttribute('aria-label') === 'Type the passage here'`);
  const words = ((await page.getByTestId('exam-passage').textContent()) ?? '').split(/\s+/u).filter(Boolean);
  const start = `${words.slice(0, 3).join(' ')} `;
  await page.keyboard.type(start);
  // A wrong key is refused in restricted mode; the server's replay must refuse it too for the save to pass.
  await page.keyboard.type(words[3]![0] === '#' ? '%' : '#');
  expect(await typingBox().inputValue()).toBe(start);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: /^Evaluation sheet/ }).waitFor();
  await page.getByText('Saved to your dashboard.').waitFor();
  const net = await netWpm();

  await page.getByRole('link', { name: 'See your exam results' }).click();
  const row = page.getByTestId('exam-results-table').locator('tbody tr');
  await row.first().waitFor();
  const label = 'Custom test (5 min, 20 words, restricted)';
  expect((await row.locator('td').allTextContents()).slice(0, 3)).toEqual([label, expect.any(String), net.toFixed(2)]);
  const best = page.getByTestId('exam-bests').locator('li');
  await best.first().waitFor();
  expect(await best.locator('.personal-best-kind').allTextContents()).toEqual([label]);
}, 900_000);

test('a guest’s sheet asks to sign in and saves nothing', async () => {
  const words = await startSscChsl();
  await page.keyboard.type(words.slice(0, 5).join(' '));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: /^Evaluation sheet/ }).waitFor();
  expect(await page.getByRole('status').filter({ hasText: 'to save your exam results' }).textContent()).toBe(
    'Sign in to save your exam results',
  );
  const signIn = page.getByRole('status').getByRole('link', { name: 'Sign in', exact: true });
  expect(await signIn.getAttribute('href')).toBe('/signin');
}, 900_000);
