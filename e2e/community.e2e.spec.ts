/**
 * Community in Debian's Chromium over the whole stack: two members type a
 * 25-word test in the browser with human-like uneven intervals, on texts the server issued; the one
 * who chose to appear publicly (in settings) ranks on the leaderboard and has a public page, the
 * other does not; leaving removes the row and the page at once. A member types a whole 30 s test
 * and ranks; a script's even post does not; an operator takes the row off. axe on the new pages in
 * both themes.
 */
import { type RankedTest, rankedTestText, type SaveResultResponse } from '@typing/contracts';
import { databaseName } from '@typing/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { pollUntil } from '@typing/infra';
import type { TypingResult } from '@typing/typing-core';
import { humanGaps, typedSteadily } from '@typing/typing-core/testing';
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { accessibilityViolations } from './axe';
import { browserJourney, type JourneyStack } from './journey';
import { expectTheme, switchMemberTheme } from './theme';
import { issuedTextShown } from './typing-page';

const journey = browserJourney();
let stack: JourneyStack;
let page: Page;
let results: Connection;
const { signedInUser } = testAccounts(journey, { ipPrefix: '192.0.2.', firstHost: 161 });
beforeAll(async () => {
  const { env } = journey.stack;
  results = await mongoose
    .createConnection(env.MONGO_URL, { dbName: databaseName(env.MONGO_DB_PREFIX ?? 'typing', 'results') })
    .asPromise();
});
afterAll(() => results?.close());
beforeEach(() => {
  ({ stack, page } = journey);
});

/** Why the results service holds a stored result off the boards (absent: it may rank). */
const heldBack = async (resultId: string) =>
  (await results.collection('results').findOne({ _id: resultId as never }))?.heldBack as string[] | undefined;

const open = (path: string) => page.goto(`${stack.webUrl}${path}`);
const textArea = () => page.getByRole('textbox', { name: 'Typing test text' });
const sampleText = () =>
  page.evaluate<string>(`[...document.querySelectorAll('[data-line]')].map((l) => l.textContent).join('')`);
const boardRows = () => page.getByTestId('leaderboard').locator('tbody tr:not([aria-hidden])');
const myPlace = () => page.getByTestId('my-place');

/** Types a whole 25-word test key by key with human gaps; answers the stored result's id once the page has saved it. */
async function typeWordTest(): Promise<string> {
  await open('/');
  await textArea().waitFor();
  await page.getByRole('radio', { name: 'words' }).check({ force: true });
  await page.getByRole('radio', { name: '25' }).check({ force: true });
  // The 25-word text replaces the timed one on the next render, and the text the server issued for
  // it (the ticket that lets it rank) replaces that: read it only once it is there.
  await page.getByTestId('word-progress').getByText('word 1 / 25').waitFor();
  await issuedTextShown(page);
  const sample = (await sampleText()).trimEnd();
  await textArea().focus();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult') && r.status() === 200, {
    timeout: 90_000,
  });
  // Gaps like a person's at 60–100 WPM: uneven, from a fixed seed so every run types the same way.
  const gaps = humanGaps(sample.length, { fastestMs: 60, slowestMs: 240 });
  for (const [i, key] of [...sample].entries()) {
    await page.keyboard.type(key);
    // The gap before the next key: the typist's pace is what is being imitated here.
    if (i < sample.length - 1) await page.waitForTimeout(gaps[i]!);
  }
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  return ((await (await saved).json()) as SaveResultResponse).result.id;
}

async function signOut() {
  await page.getByRole('button', { name: /View dashboard/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/signin');
}

async function appearAs(displayName: string) {
  await open('/settings');
  const section = page.getByRole('region', { name: 'Public profile' });
  await section.getByLabel('Display name').fill(displayName);
  await section.getByRole('button', { name: 'Appear publicly' }).click();
  await section.getByTestId('public-profile-state').getByText(displayName).waitFor();
}

const BOARD_HEADINGS = { 'words-25': /25 words · All time/, 'time-30': /30 seconds · All time/ } as const;

/** A board, all time, reloaded until `ready` holds (the board follows the saved result, bounded). */
async function boardUntil(kind: keyof typeof BOARD_HEADINGS, ready: () => Promise<boolean>) {
  await pollUntil(
    async () => {
      await open(`/leaderboards?kind=${kind}`);
      await page.getByRole('heading', { level: 2, name: BOARD_HEADINGS[kind] }).waitFor();
      // The board's places, not the placeholder rows drawn while they load.
      await page.locator('[data-testid="leaderboard"][aria-busy="false"]').waitFor();
      if (!(await ready())) throw new Error('not yet');
    },
    { what: `the ${kind} board`, timeoutMs: 15_000, intervalMs: 200 },
  );
}

test('two members type in the browser; only the one who chose to appear ranks; leaving removes the row', async () => {
  // Ravi types and does not choose to appear.
  await signedInUser('Ravi Kumar', 'hidden');
  const ravisTest = await typeWordTest();
  // The browser's key log, replayed by the server: a person's typing, eligible to rank.
  expect(await heldBack(ravisTest)).toBeUndefined();
  await open('/leaderboards?kind=words-25');
  await myPlace()
    .getByText(/not on the leaderboards/)
    .waitFor();
  await signOut();

  // Asha chooses to appear (off by default), types, and ranks first.
  await signedInUser('Asha Rao', 'public');
  await open('/settings');
  await page.getByRole('button', { name: 'Appear publicly' }).waitFor();
  expect(await page.getByTestId('public-profile-state').count()).toBe(0);
  await appearAs('asha_types');
  expect(await heldBack(await typeWordTest())).toBeUndefined();
  await boardUntil('words-25', async () => (await boardRows().count()) === 1);
  const row = boardRows().first();
  expect(await row.locator('td').nth(0).innerText()).toBe('1');
  expect(await row.getByRole('link').innerText()).toBe('asha_types');
  const netWpm = Number(await row.locator('td').nth(2).innerText());
  expect(netWpm).toBeGreaterThanOrEqual(40);
  expect(netWpm).toBeLessThanOrEqual(120);
  await myPlace().getByText(`You are #1 with ${netWpm} net WPM`).waitFor();
  // Ravi's test is not on the board: one row, Asha's.
  expect(await page.getByText('Ravi').count()).toBe(0);

  // The top bar leads here too; the name leads to the public page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboards' }).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Leaderboards' }).waitFor();
  await row.getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: 'asha_types' }).waitFor();
  expect(await page.getByTestId('profile-tests').innerText()).toBe('1 test taken');
  expect(await page.getByTestId('profile-bests').locator('[data-kind="words-25"] td').first().innerText()).toBe(
    String(netWpm),
  );
  // Nothing but the display name says who it is (the top bar is the signed-in member's own).
  expect(
    await page
      .locator('.community-page')
      .getByText(/Asha|@e2e\.test/)
      .count(),
  ).toBe(0);

  // Leaving takes effect at once: no row, no page.
  await open('/settings');
  await page.getByRole('button', { name: 'Stop appearing publicly' }).click();
  await page.getByRole('button', { name: 'Appear publicly' }).waitFor();
  await open('/leaderboards?kind=words-25');
  await page.getByText('Nobody has ranked on this board yet.').waitFor();
  await open('/u/asha_types');
  await page.getByText('Nobody appears publicly under that name.').waitFor();
}, 240_000);

/** Posts a result from the page as a script would (same origin, the session cookie); answers the stored one. */
async function postResult(result: TypingResult & { ticket?: string }) {
  const answer = await page.evaluate(
    async (json) => {
      const response = await fetch('/api/result/saveresult', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      return { status: response.status, body: await response.text() };
    },
    JSON.stringify({ ...result, clientId: crypto.randomUUID() }),
  );
  expect(answer.status).toBe(200);
  expect(answer.body).not.toMatch(/heldBack|rhythm|even|ticket/);
  return (JSON.parse(answer.body) as SaveResultResponse).result;
}

/** Asks for a test that can rank as the page does (same origin, the session cookie). */
const issuedTest = (kind: string) =>
  page.evaluate(async (body) => {
    const response = await fetch('/api/leaderboards/tests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return (await response.json()) as RankedTest;
  }, JSON.stringify({ kind }));

/**
 * Types a whole 30-second test key by key at a person's uneven pace, until the time is up; answers
 * the stored result's id once the page has saved it.
 */
async function typeThirtySecondTest(): Promise<string> {
  await open('/');
  await textArea().waitFor();
  await page.getByRole('radio', { name: 'time' }).check({ force: true });
  await page.getByRole('radio', { name: '30' }).check({ force: true });
  // The text the server issued for a 30 s test (its ticket lets the result rank) replaces the drawn one.
  await issuedTextShown(page);
  const folder = process.env.COMMUNITY_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/ranked-test.png` });
  const sample = (await sampleText()).trimEnd();
  await textArea().focus();
  let saved = false;
  const save = page.waitForResponse((r) => r.url().endsWith('/api/result/saveresult') && r.status() === 200, {
    timeout: 90_000,
  });
  void save.then(() => (saved = true));
  // 80–260 ms between keys: about 70 WPM, uneven like a person's, from a fixed seed.
  const gaps = humanGaps(sample.length, { seed: 21, fastestMs: 80, slowestMs: 260 });
  for (const [i, key] of [...sample].entries()) {
    if (saved) break;
    await page.keyboard.type(key);
    await page.waitForTimeout(gaps[i]!);
  }
  await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
  return ((await (await save).json()) as SaveResultResponse).result.id;
}

/** An operator's action on the boards, with the stack's operator token (what an operator's script sends). */
async function operatorAction(body: Record<string, unknown>) {
  const token = stack.env.OPERATOR_TOKENS!.slice(stack.env.OPERATOR_TOKENS!.indexOf(':') + 1);
  const response = await fetch(`${stack.gatewayUrl}/api/operator/board-actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

test('a member types a 30 s test at a person’s pace and ranks; a script’s even post does not; the operator takes the row off', async () => {
  await signedInUser('Mira Sen', 'script');
  await appearAs('mira_types');
  // A script asks for a test as the page does and posts machine-even keys on its text at once.
  const issued = await issuedTest('time-30');
  const text = rankedTestText('time-30', issued.seed);
  const scripted = await postResult({
    ...typedSteadily(text, text, { stepMs: 120, durationSeconds: 30 }),
    ticket: issued.ticket,
  });
  expect(await heldBack(scripted.id)).toEqual(['even-rhythm', 'ticket-too-soon']);

  // The member types the whole 30 seconds in the page.
  const typed = await typeThirtySecondTest();
  expect(await heldBack(typed)).toBeUndefined();
  const link = () => page.getByRole('link', { name: 'mira_types' });
  await boardUntil('time-30', async () => (await link().count()) === 1);
  const row = link().locator('xpath=ancestor::tr');
  const netWpm = Number(await row.locator('td').nth(2).innerText());
  expect(netWpm).toBeGreaterThanOrEqual(30);
  expect(netWpm).toBeLessThanOrEqual(120);

  // An operator takes the result off the boards: the row is gone.
  await operatorAction({
    action: 'remove-result',
    displayName: 'mira_types',
    kind: 'time-30',
    reason: 'Checking a report (browser journey)',
  });
  await boardUntil('time-30', async () => (await link().count()) === 0);
  expect(await heldBack(typed)).toEqual(['operator']);
  // Still the member's own results: their dashboard's history holds both.
  await open('/dashboard');
  await page.getByTestId('history-table').locator('tbody tr.ant-table-row').nth(1).waitFor();
}, 180_000);

test.each(['light', 'dark'] as const)('the leaderboard and a public page pass axe, %s theme', async (theme) => {
  await signedInUser('Lena Park', `axe-${theme}`);
  await switchMemberTheme(page, theme);
  await appearAs(`lena_${theme}`);
  await typeWordTest();
  await boardUntil('words-25', async () => (await page.getByRole('link', { name: `lena_${theme}` }).count()) === 1);
  await myPlace().waitFor();
  // COMMUNITY_SCREENSHOTS=<folder> keeps a picture of each page (for a look by eye).
  const folder = process.env.COMMUNITY_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/leaderboard-${theme}.png`, fullPage: true });
  await expectTheme(page, theme);
  expect(await accessibilityViolations(page)).toEqual([]);

  await open(`/u/lena_${theme}`);
  await page.getByTestId('profile-bests').waitFor();
  if (folder) await page.screenshot({ path: `${folder}/profile-${theme}.png`, fullPage: true });
  await expectTheme(page, theme);
  expect(await accessibilityViolations(page)).toEqual([]);

  await open('/settings');
  await page.getByTestId('public-profile-state').waitFor();
  if (folder) await page.screenshot({ path: `${folder}/settings-${theme}.png`, fullPage: true });
  await expectTheme(page, theme);
  expect(await accessibilityViolations(page)).toEqual([]);
});
