/**
 * The whole history over the real stack: paging, the CSV download, personal bests per
 * kind of test, the trend, key confidence, and the subjects account export and deletion use —
 * HTTP → gateway → NATS → results service → MongoDB engine.
 */
import { randomUUID } from 'node:crypto';
import { type HistoryPage, type PerformanceSummary, type PublicUser, Subjects } from '@typing/contracts';
import { typedSteadily } from '@typing/typing-core/testing';
import type { Connection } from 'mongoose';
import { type AuthStack, Client, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

const PREFIX = 'it_history';
const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away from the river bank';
const WORDS_25 = `${SAMPLE} then home again to rest by fire`;

let stack: AuthStack;
let db: Connection;
let rpc: ResultsStack['rpc'];

const timed = (script: string, stepMs = 150) => ({
  ...typedSteadily(SAMPLE, script, { stepMs }),
  clientId: randomUUID(),
});
const wordTest = (script: string, stepMs = 150) => {
  const { durationSeconds: _none, ...result } = typedSteadily(WORDS_25, script, { stepMs });
  return { ...result, mode: 'words', wordCount: 25, punctuation: true, clientId: randomUUID() };
};

async function saveAll(client: Client, bodies: unknown[]) {
  for (const body of bodies) expect((await client.post('/api/result/saveresult', body)).status).toBe(200);
}
const me = async (client: Client) => (await client.get('/api/auth/me')).body as PublicUser;
const history = (client: Client, query = '') => client.get(`/api/result/history${query}`);
const summary = async (client: Client) => (await client.get('/api/result/performance')).body as PerformanceSummary;

let booted: ResultsStack | undefined;
beforeAll(async () => {
  booted = await bootResultsStack(PREFIX, 11);
  ({ stack, db, rpc } = booted);
});

afterAll(() => booted?.close());

beforeEach(() => resetLimits(stack.redis));

test('the history pages through every result, newest first, with its kind of test', async () => {
  const { client } = await signedIn(stack, 'pager');
  const bodies = [timed('the quick'), wordTest('the quick brown'), timed('the quick brown fox', 120)];
  await saveAll(client, bodies);

  const first = await history(client, '?page=1&pageSize=2');
  expect(first.status).toBe(200);
  const page1 = first.body as HistoryPage;
  expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
  expect(page1.items.map((row) => row.kind)).toEqual(['time-60', 'words-25']);
  expect(page1.items[1]).toMatchObject({ punctuation: true, numbers: false, wpm: bodies[1]!.wpm });
  const page2 = (await history(client, '?page=2&pageSize=2')).body as HistoryPage;
  expect(page2.items.map((row) => row.wpm)).toEqual([bodies[0]!.wpm]);
  expect(((await history(client)).body as HistoryPage).pageSize).toBe(20);
});

test.each([
  ['page=0', 400],
  ['page=-1', 400],
  ['page=abc', 400],
  ['pageSize=10000', 400],
  ['pageSize=1.5', 400],
  ['userId=000000000000000000000000', 400],
  ['%24where=1', 400],
])('history refuses ?%s', async (query, status) => {
  const { client } = await signedIn(stack, 'badquery');
  const answer = await history(client, `?${query}`);
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ status, message: expect.any(String) });
});

test('guests get 401 from the history and the CSV', async () => {
  const guest = new Client(stack.base);
  expect((await history(guest)).status).toBe(401);
  expect((await guest.get('/api/result/export.csv')).status).toBe(401);
});

test('the CSV holds exactly the user’s own results, oldest first', async () => {
  const { client: asha } = await signedIn(stack, 'csv-asha');
  const { client: ravi } = await signedIn(stack, 'csv-ravi');
  const mine = [timed('the quick'), wordTest('the quick brown')];
  await saveAll(asha, mine);
  await saveAll(ravi, [timed('the quick brown fox jumps')]);

  const csv = await asha.get('/api/result/export.csv');
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  expect(csv.headers.get('content-disposition')).toBe('attachment; filename="typing-results.csv"');
  const lines = (csv.body as string).trim().split('\n');
  expect(lines[0]).toBe(
    'date,test,punctuation,numbers,wpm,net_wpm,raw_wpm,accuracy,correct_chars,incorrect_chars,seconds,skill_level,language,layout,key_depressions,id',
  );
  expect(lines).toHaveLength(3);
  const ashaId = (await me(asha))._id;
  expect(lines.slice(1).every((line) => line.endsWith(`,${ashaId}:${line.split(':').pop()}`))).toBe(true);
  expect(lines[1]).toContain(`,time-60,no,no,${mine[0]!.wpm},${mine[0]!.netWpm},${mine[0]!.rawWpm},`);
  expect(lines[2]).toContain(`,words-25,yes,no,${mine[1]!.wpm},${mine[1]!.netWpm},${mine[1]!.rawWpm},`);
});

test('net and raw WPM: saved with a result, computed on read for one saved before them, absent without its texts', async () => {
  const { client } = await signedIn(stack, 'net-raw');
  const userId = (await me(client))._id;
  const typed = timed('thw quick brown fox jumps', 170);
  expect(typed.netWpm).toBeLessThan(typed.rawWpm); // 'thw' and its space do not count for net
  const saved = await client.post('/api/result/saveresult', typed);
  expect(saved.body).toMatchObject({ result: { netWpm: typed.netWpm, rawWpm: typed.rawWpm } });
  expect(await db.collection('results').findOne({ userId })).toMatchObject({
    netWpm: typed.netWpm,
    rawWpm: typed.rawWpm,
    correctPresses: typed.correctPresses,
  });

  // Older results, written as the service stored them before net and raw WPM: no net, raw or press count.
  const old = { userId, kind: 'time-60', punctuation: false, numbers: false, skillLevel: 'Beginner' };
  const oldAt = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds));
  await db.collection('results').insertMany([
    {
      ...old,
      _id: `${userId}:${randomUUID()}` as never,
      clientId: randomUUID(),
      createdAt: oldAt(1),
      wpm: 36,
      accuracy: 90,
      correctChars: 18,
      incorrectChars: 2,
      elapsedSeconds: 10,
      sampleText: SAMPLE,
      userInput: 'the quixk brown fix ',
    },
    {
      ...old,
      _id: `${userId}:${randomUUID()}` as never,
      clientId: randomUUID(),
      createdAt: oldAt(0),
      wpm: 30,
      accuracy: 100,
      correctChars: 0,
      incorrectChars: 0,
      elapsedSeconds: 60,
    },
  ]);
  const rows = ((await history(client)).body as HistoryPage).items;
  expect(rows).toHaveLength(3);
  const [fresh, older, textless] = rows;
  expect(fresh).toMatchObject({ netWpm: typed.netWpm, rawWpm: typed.rawWpm });
  // 'the ' and 'brown ' (10 characters) and all 20, in 10 seconds.
  expect(older).toMatchObject({ wpm: 36, netWpm: 12, rawWpm: 24 });
  expect(textless).not.toHaveProperty('netWpm');
  expect(textless).not.toHaveProperty('rawWpm');

  const csv = (await client.get('/api/result/export.csv')).body as string;
  const [, first, second] = csv.trim().split('\n');
  expect(first).toContain(',time-60,no,no,30,,,100,'); // empty cells, not 0
  expect(second).toContain(',time-60,no,no,36,12,24,90,');
});

test('personal bests per kind rise only with a faster test; the trend and key confidence follow', async () => {
  const { client } = await signedIn(stack, 'bests');
  const slow = timed('the quick brown fox jumps over', 400);
  const fast = timed('the quick brown fox jumps over', 100);
  const slower = timed('the quick brown fox jumps over', 300);
  await saveAll(client, [slow, fast, slower, wordTest('the quick brown fox', 200)]);

  const { personalBests, trend, keyConfidence, totalTests } = await summary(client);
  expect(totalTests).toBe(4);
  expect(personalBests.map((b) => [b.kind, b.wpm])).toEqual([
    ['time-60', fast.wpm],
    ['words-25', expect.any(Number)],
  ]);
  expect(trend).toHaveLength(1);
  expect(trend[0]).toMatchObject({ tests: 4, from: new Date().toISOString().slice(0, 10) });
  // 'e', 'o', 'r', 't'… were pressed often enough to be judged; each entry carries its figures.
  expect(keyConfidence.length).toBeGreaterThan(0);
  for (const key of keyConfidence) {
    expect(key).toEqual({
      key: expect.any(String),
      confidence: expect.any(Number),
      label: expect.stringMatching(/^(confident|getting there|needs practice)$/),
      meanMs: expect.any(Number),
      errorPercent: expect.any(Number),
      presses: expect.any(Number),
    });
    expect(key.presses).toBeGreaterThanOrEqual(10);
  }
});

test('results.user.export and results.user.delete serve account export and deletion', async () => {
  const { client: asha } = await signedIn(stack, 'del-asha');
  const { client: ravi } = await signedIn(stack, 'del-ravi');
  await saveAll(asha, [timed('the quick'), timed('the quick brown')]);
  await saveAll(ravi, [timed('the quick')]);
  const ashaId = (await me(asha))._id;
  const raviId = (await me(ravi))._id;

  const exported = await rpc(Subjects.results.exportUser, { userId: ashaId });
  expect(exported.results).toHaveLength(2);
  expect(exported.next).toBeUndefined();
  expect(exported.results.every((row) => row.id.startsWith(`${ashaId}:`))).toBe(true);

  expect(await rpc(Subjects.results.deleteUser, { userId: ashaId })).toEqual({ deleted: 2 });
  expect(await rpc(Subjects.results.deleteUser, { userId: ashaId })).toEqual({ deleted: 0 });
  expect(await db.collection('results').countDocuments({ userId: ashaId })).toBe(0);
  expect(await db.collection('user_totals').countDocuments({ _id: ashaId as never })).toBe(0);
  expect(await db.collection('user_days').countDocuments({ userId: ashaId })).toBe(0);
  expect((await summary(asha)).totalTests).toBe(0);
  // Ravi's results are untouched.
  expect((await summary(ravi)).totalTests).toBe(1);
  expect(await db.collection('results').countDocuments({ userId: raviId })).toBe(1);

  await expect(rpc(Subjects.results.deleteUser, { userId: 'not-an-id' } as never)).rejects.toMatchObject({
    body: { status: 400 },
  });
});

test('the export pages without skipping or repeating a row', async () => {
  const { client } = await signedIn(stack, 'export-pages');
  const userId = (await me(client))._id;
  // 1,001 rows written straight to the collection: one more than an export page holds.
  const start = Date.UTC(2025, 0, 1);
  await db.collection('results').insertMany(
    Array.from({ length: 1001 }, (_, i) => ({
      _id: `${userId}:${randomUUID()}` as never,
      userId,
      clientId: randomUUID(),
      createdAt: new Date(start + Math.floor(i / 2) * 1000), // pairs share a time: the id breaks the tie
      kind: 'time-60',
      wpm: i,
      accuracy: 100,
      correctChars: 0,
      incorrectChars: 0,
      elapsedSeconds: 60,
      skillLevel: 'Beginner',
    })),
  );
  const first = await rpc(Subjects.results.exportUser, { userId });
  expect(first.results).toHaveLength(1000);
  expect(first.next).toBeDefined();
  const second = await rpc(Subjects.results.exportUser, { userId, after: first.next });
  expect(second.next).toBeUndefined();
  const wpms = [...first.results, ...second.results].map((row) => row.wpm).sort((a, b) => a - b);
  expect(wpms).toEqual(Array.from({ length: 1001 }, (_, i) => i));
});
