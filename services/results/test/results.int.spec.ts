/**
 * Saved results end to end over the real stack: HTTP → gateway (session cookie) → NATS → results
 * service → MongoDB engine, with the auth service and mailer for real accounts.
 */
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  type PerformanceSummary,
  type PublicUser,
  type ResultsSavedEvent,
  type SaveResultResponse,
  Subjects,
} from '@typing/contracts';
import { createService } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core/testing';
import type { Connection } from 'mongoose';
import { type AuthStack, Client, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { resultsService } from '../src/results.definition';
import { COUNTED_IDS_KEPT } from '../src/statistics/totals-store';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

const PREFIX = 'it_results';
const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away from the river bank';

let stack: AuthStack;
let db: Connection;
let nats: NatsConnection;

/** A genuine result from the engine: `script` typed one key every `stepMs` ('<' is Backspace), then Enter. */
const typedResult = (script: string, stepMs = 150) => ({
  ...typedSteadily(SAMPLE, script, { stepMs }),
  clientId: randomUUID(),
});

const save = (client: Client, body: unknown) => client.post('/api/result/saveresult', body);
const performance = async (client: Client) => {
  const answer = await client.get('/api/result/performance');
  expect(answer.status).toBe(200);
  return answer.body as PerformanceSummary;
};
const me = async (client: Client) => (await client.get('/api/auth/me')).body as PublicUser;
const storedFor = (userId: string) => db.collection('results').countDocuments({ userId });

/**
 * The state a crash between a save's claim and its count leaves: `of`, a result of the user saved
 * before, stored again as a new result (a fresh client id) without being counted. Answers that result.
 */
async function storedUncounted(userId: string, of: { clientId: string }) {
  const stored = await db.collection('results').findOne({ _id: `${userId}:${of.clientId}` as never });
  const clientId = randomUUID();
  await db
    .collection('results')
    .insertOne({ ...stored, _id: `${userId}:${clientId}` as never, clientId, createdAt: new Date() });
  return { ...of, clientId, resultId: `${userId}:${clientId}` };
}

let booted: ResultsStack | undefined;
beforeAll(async () => {
  booted = await bootResultsStack(PREFIX, 10);
  ({ stack, db, nats } = booted);
});

afterAll(() => booted?.close());

beforeEach(() => resetLimits(stack.redis));

test('guests can neither save nor read results', async () => {
  const guest = new Client(stack.base);
  const saved = await save(guest, typedResult('the quick'));
  expect(saved.status).toBe(401);
  expect((await guest.get('/api/result/performance')).status).toBe(401);
  expect(await db.collection('results').countDocuments()).toBe(0);
});

test('a save is stored, counted, summarised and announced on results.saved', async () => {
  const { client } = await signedIn(stack, 'saver');
  const user = await me(client);
  const events: ResultsSavedEvent[] = [];
  const subscription = nats.subscribe(Subjects.results.saved);
  void (async () => {
    for await (const message of subscription) events.push((message.json() as { data: ResultsSavedEvent }).data);
  })();

  const empty = await performance(client);
  expect(empty).toMatchObject({ averageWpm: 0, averageAccuracy: 0, totalTests: 0, totalSessions: 0, sessions: [] });

  const first = typedResult('thw quick brown fox jumps');
  const second = typedResult('the quixk brown', 100);
  const answer = await save(client, first);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ created: true, result: { wpm: first.wpm, accuracy: first.accuracy } });
  expect((await save(client, second)).status).toBe(200);

  const summary = await performance(client);
  expect(summary.totalTests).toBe(2);
  expect(summary.totalSessions).toBe(2);
  expect(summary.averageWpm).toBe(Math.round(((first.wpm + second.wpm) / 2) * 100) / 100);
  expect(summary.averageAccuracy).toBe(Math.round(((first.accuracy + second.accuracy) / 2) * 100) / 100);
  expect(summary.sessions.map((s) => s.wpm)).toEqual([second.wpm, first.wpm]);
  expect(summary.weakKeyStats).toEqual(
    expect.arrayContaining([
      { key: 'e', count: 1 },
      { key: 'c', count: 1 },
    ]),
  );
  expect(summary.substitutions).toEqual(
    expect.arrayContaining([
      { expected: 'e', typed: 'w', count: 1 },
      { expected: 'c', typed: 'x', count: 1 },
    ]),
  );
  expect(summary.keyTimings.length).toBeGreaterThan(5);

  // Per-key data is stored as one string (key-figures.ts): no field is named after a character.
  const statsDoc = await db.collection('user_stats').findOne({ _id: user._id as never });
  expect(typeof statsDoc?.figures).toBe('string');
  expect(statsDoc).not.toHaveProperty('misses');

  const deadline = Date.now() + 5000;
  while (events.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  subscription.unsubscribe();
  expect(events.map((e) => e.userId)).toEqual([user._id, user._id]);
  expect(events[0]).toMatchObject({ wpm: first.wpm, weakKeyStats: expect.arrayContaining([{ key: 'e', count: 1 }]) });
});

test('a retried save stores and counts one result, even when the retries race', async () => {
  const { client } = await signedIn(stack, 'retry');
  const user = await me(client);
  const result = typedResult('the quick brown');
  const first = await save(client, result);
  expect(first.status).toBe(200);
  const again = await save(client, result);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ created: false, result: (first.body as SaveResultResponse).result });

  const racing = typedResult('the quick brown fox');
  const answers = await Promise.all(Array.from({ length: 8 }, () => save(client, racing)));
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  expect(answers.filter((a) => (a.body as SaveResultResponse).created)).toHaveLength(1);

  expect(await storedFor(user._id)).toBe(2);
  expect((await performance(client)).totalTests).toBe(2);
});

test('a result stored but never counted (its service died between the two) is counted by its retry, once', async () => {
  const { client } = await signedIn(stack, 'lost-count');
  const user = await me(client);
  const counted = typedResult('the quick brown');
  expect((await save(client, counted)).status).toBe(200);
  // The state a crash between the claim and the count leaves: the result stored, the totals not moved.
  const { resultId: _lostId, ...lost } = await storedUncounted(user._id, counted);
  expect((await performance(client)).totalTests).toBe(1);

  const events: ResultsSavedEvent[] = [];
  const subscription = nats.subscribe(Subjects.results.saved);
  void (async () => {
    for await (const message of subscription) events.push((message.json() as { data: ResultsSavedEvent }).data);
  })();
  // The client retries, several times at once (tabs, a retry racing a slow answer).
  const answers = await Promise.all(Array.from({ length: 4 }, () => save(client, lost)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(answers.every((a) => (a.body as SaveResultResponse).created === false)).toBe(true);
  expect((await save(client, lost)).status).toBe(200);

  expect(await storedFor(user._id)).toBe(2);
  expect((await performance(client)).totalTests).toBe(2);
  const deadline = Date.now() + 2000;
  while (events.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  subscription.unsubscribe();
  expect(events.map((e) => e.resultId)).toEqual([`${user._id}:${lost.clientId}`]);
});

test('a result counted before counted ids were shortened to client ids is not counted again by its retry', async () => {
  const { client } = await signedIn(stack, 'whole-id');
  const user = await me(client);
  const first = typedResult('the quick brown');
  expect((await save(client, first)).status).toBe(200);
  // Totals in the older form: whole result ids. A result stored since, and
  // counted, but its answer lost: the retry must find it counted.
  const { resultId, ...retried } = await storedUncounted(user._id, first);
  await db
    .collection('user_totals')
    .updateOne(
      { _id: user._id as never },
      { $inc: { tests: 1, wpmSum: first.wpm, accuracySum: first.accuracy }, $set: { countedIds: [resultId] } },
    );
  const answer = await save(client, retried);
  expect(answer.status).toBe(200);
  expect((answer.body as SaveResultResponse).created).toBe(false);
  expect((await performance(client)).totalTests).toBe(2);
  // And one saved now is recorded by its client id alone.
  const next = typedResult('the quick');
  expect((await save(client, next)).status).toBe(200);
  const totals = await db.collection('user_totals').findOne({ _id: user._id as never });
  expect(totals?.countedIds).toEqual([resultId, next.clientId]);
});

test('the counted ids stay between 64 and 128 however many results are saved, and a retry of a recent one counts nothing', async () => {
  const { client } = await signedIn(stack, 'counted-ids');
  const user = await me(client);
  const results = Array.from({ length: 2 * COUNTED_IDS_KEPT + 5 }, (_, i) =>
    typedResult('thw quick brown'.slice(0, 3 + (i % 12))),
  );
  for (let i = 0; i < results.length; i += 10) {
    const answers = await Promise.all(results.slice(i, i + 10).map((body) => save(client, body)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  }
  const totals = await db.collection('user_totals').findOne({ _id: user._id as never });
  const kept = (totals?.countedIds as string[]).length;
  expect(kept).toBeGreaterThanOrEqual(COUNTED_IDS_KEPT);
  expect(kept).toBeLessThan(2 * COUNTED_IDS_KEPT);
  expect(totals?.countedIds).toEqual(expect.arrayContaining([results.at(-1)!.clientId]));
  const retried = await save(client, results.at(-1));
  expect((retried.body as SaveResultResponse).created).toBe(false);
  expect((await performance(client)).totalTests).toBe(results.length);
});

test('saves of several users at once, mixed with retries of stored and of racing results, each count once', async () => {
  // Written together (group commit): new results, a retry of one stored earlier and two copies
  // of one new result in the same burst, for three users.
  const users = await Promise.all(['mix-a', 'mix-b', 'mix-c'].map((label) => signedIn(stack, label)));
  const stored = typedResult('the quick brown');
  expect((await save(users[0]!.client, stored)).status).toBe(200);
  const twice = typedResult('the quick');
  const burst = users.flatMap(({ client }, u) => [
    ...Array.from({ length: 4 }, (_, i) => ({ client, body: typedResult('thw quick brown'.slice(0, 6 + i + u)) })),
    ...(u === 0
      ? [
          { client, body: stored },
          { client, body: twice },
          { client, body: twice },
        ]
      : []),
  ]);
  const answers = await Promise.all(burst.map(({ client, body }) => save(client, body)));
  expect(answers.map((a) => a.status)).toEqual(Array(burst.length).fill(200));
  const created = answers.map((a) => (a.body as SaveResultResponse).created);
  // 4 new results each, plus one of the two copies for the first user; the retry is not new.
  expect(created.filter(Boolean)).toHaveLength(13);
  expect((answers[4]!.body as SaveResultResponse).created).toBe(false);
  expect(created.slice(5, 7).filter(Boolean)).toHaveLength(1);

  const expected = [6, 4, 4];
  for (const [u, { client }] of users.entries()) {
    const summary = await performance(client);
    expect(summary.totalTests).toBe(expected[u]);
    expect(summary.sessions).toHaveLength(expected[u]!);
    expect(await storedFor((await me(client))._id)).toBe(expected[u]);
  }
});

test('20 concurrent saves for one user are all counted; the recent list stays bounded', async () => {
  const { client } = await signedIn(stack, 'tabs');
  const user = await me(client);
  const batch = Array.from({ length: 20 }, (_, i) =>
    typedResult('thw quick brown fox'.slice(0, 8 + (i % 10)), 120 + i),
  );
  const answers = await Promise.all(batch.map((r) => save(client, r)));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

  const summary = await performance(client);
  const wpmSum = batch.reduce((sum, r) => sum + r.wpm, 0);
  expect(summary.totalTests).toBe(20);
  expect(summary.averageWpm).toBe(Math.round((wpmSum / 20) * 100) / 100);
  expect(summary.weakKeyStats.find((k) => k.key === 'e')?.count).toBe(20);
  expect(summary.sessions).toHaveLength(20);
  expect(await storedFor(user._id)).toBe(20);

  // 15 more, again at once: 35 counted, the newest 30 listed.
  await Promise.all(Array.from({ length: 15 }, () => save(client, typedResult('the quick'))));
  const after = await performance(client);
  expect(after.totalTests).toBe(35);
  expect(after.sessions).toHaveLength(30);
  // The ring of 30 slots: six documents of five, each read by _id.
  const buckets = await Promise.all(
    Array.from({ length: 6 }, (_, b) => db.collection('user_sessions').findOne({ _id: `${user._id}:${b}` as never })),
  );
  const listed = buckets.flatMap((bucket) => (bucket?.sessions as unknown[]) ?? []);
  expect(buckets.every((bucket) => (bucket?.sessions as unknown[]).length <= 5)).toBe(true);
  expect(listed.filter(Boolean)).toHaveLength(30);
});

test('with two replicas, every summary counts every save, whichever replica answers', async () => {
  // The summary cache is per process; the totals' `tests` count keeps it honest across replicas.
  const replica = await createService(resultsService, stack.env);
  await replica.listen();
  try {
    const { client } = await signedIn(stack, 'replicas');
    for (let i = 1; i <= 6; i++) {
      expect((await save(client, typedResult('thw quick brown'.slice(0, 5 + i)))).status).toBe(200);
      for (let read = 0; read < 3; read++) {
        const summary = await performance(client);
        expect(summary.totalTests).toBe(i);
        expect(summary.sessions).toHaveLength(i);
        expect(summary.weakKeyStats.find((k) => k.key === 'e')?.count).toBe(i);
      }
    }
  } finally {
    await replica.close();
  }
});

test('a forged WPM is refused and stores nothing', async () => {
  const { client } = await signedIn(stack, 'forger');
  const user = await me(client);
  const genuine = typedResult('the quick brown fox');
  const forged = await save(client, { ...genuine, wpm: genuine.wpm + 50 });
  expect(forged.status).toBe(422);
  expect(forged.body).toMatchObject({ code: ErrorCode.ResultRejected });
  const inflated = await save(client, { ...genuine, accuracy: 100, correctChars: genuine.correctChars + 3 });
  expect(inflated.status).toBe(422);
  const forgedNet = await save(client, { ...genuine, netWpm: genuine.netWpm + 10 });
  expect(forgedNet.status).toBe(422);
  expect((await save(client, { ...genuine, rawWpm: genuine.rawWpm + 10 })).status).toBe(422);
  // Mistakes fixed with Backspace stay in the accuracy: the input's own 100 % is refused.
  const corrected = typedResult('thw<e quick brown');
  expect(corrected.userInput).toBe('the quick brown');
  expect(corrected.accuracy).toBeLessThan(100);
  expect((await save(client, { ...corrected, accuracy: 100 })).status).toBe(422);
  const presses = corrected.correctPresses + corrected.wrongKeyPresses.length;
  expect(
    (await save(client, { ...corrected, accuracy: 100, correctPresses: presses, wrongKeyPresses: [] })).status,
  ).toBe(
    422, // and dropping the wrong presses leaves the weak keys unexplained
  );
  expect(await storedFor(user._id)).toBe(0);
  expect((await performance(client)).totalTests).toBe(0);
});

test("a user can neither write nor read another user's results: the body's userId is ignored", async () => {
  const { client: asha } = await signedIn(stack, 'asha');
  const { client: ravi } = await signedIn(stack, 'ravi');
  const ashaUser = await me(asha);
  const raviUser = await me(ravi);
  expect((await save(asha, typedResult('the quick brown'))).status).toBe(200);

  // Ravi names Asha in the body: it is saved as Ravi's, and Asha's numbers do not move.
  const spoof = await save(ravi, { ...typedResult('the quick'), userId: ashaUser._id });
  expect(spoof.status).toBe(200);
  expect((spoof.body as SaveResultResponse).result.id.startsWith(`${raviUser._id}:`)).toBe(true);
  expect(await storedFor(ashaUser._id)).toBe(1);
  expect(await storedFor(raviUser._id)).toBe(1);

  // Reusing Asha's client id is Ravi's own id space: it does not reach Asha's result.
  const ashaResult = await db.collection('results').findOne({ userId: ashaUser._id });
  const reuse = await save(ravi, { ...typedResult('the quick brown'), clientId: ashaResult?.clientId });
  expect((reuse.body as SaveResultResponse).created).toBe(true);

  expect((await performance(asha)).totalTests).toBe(1);
  expect((await performance(ravi)).totalTests).toBe(2);
  // No route takes a user id: a query string changes nothing.
  const viaQuery = await ravi.get(`/api/result/performance?userId=${ashaUser._id}`);
  expect((viaQuery.body as PerformanceSummary).totalTests).toBe(2);
});

describe('bad input gets a 4xx and stores nothing', () => {
  let client: Client;
  let userId: string;
  beforeAll(async () => {
    ({ client } = await signedIn(stack, 'fuzz'));
    userId = (await me(client))._id;
  });

  const base = () => typedResult('the quick brown');
  const cases: [string, () => unknown, number][] = [
    ['wpm as a string', () => ({ ...base(), wpm: '42' }), 400],
    ['negative accuracy', () => ({ ...base(), accuracy: -1 }), 400],
    ['accuracy above 100', () => ({ ...base(), accuracy: 101 }), 400],
    ['net WPM as a string', () => ({ ...base(), netWpm: '40' }), 400],
    ['a missing raw WPM', () => ({ ...base(), rawWpm: undefined }), 400],
    ['a fractional net WPM', () => ({ ...base(), netWpm: 40.5 }), 400],
    ['a missing count of correct presses', () => ({ ...base(), correctPresses: undefined }), 400],
    ['negative correct presses', () => ({ ...base(), correctPresses: -1 }), 400],
    ['more correct presses than any test has', () => ({ ...base(), correctPresses: 20_001 }), 400],
    ['fewer correct presses than correct characters', () => ({ ...base(), correctPresses: 0 }), 422],
    ['a huge sample text', () => ({ ...base(), sampleText: 'a '.repeat(1501) }), 400],
    ['input longer than the sample', () => ({ ...base(), sampleText: 'the' }), 400],
    ['a top-level $-key', () => ({ ...base(), $where: 'sleep(1000)' }), 400],
    ['a $-key inside the weak keys', () => ({ ...base(), weakKeyStats: [{ key: 'e', count: 1, $inc: 5 }] }), 400],
    ['weak keys as an object keyed by character', () => ({ ...base(), weakKeyStats: { e: 1 } }), 400],
    ['an unknown field', () => ({ ...base(), isAdmin: true }), 400],
    ['a missing client id', () => ({ ...base(), clientId: undefined }), 400],
    ['a client id that is not a UUID', () => ({ ...base(), clientId: 'abc' }), 400],
    ['a multi-character key', () => ({ ...base(), weakKeyStats: [{ key: 'ee', count: 1 }] }), 400],
    [
      'too many weak-key entries',
      () => ({ ...base(), weakKeyStats: Array.from({ length: 129 }, () => ({ key: 'a', count: 1 })) }),
      400,
    ],
    ['an elapsed time beyond any test', () => ({ ...base(), elapsedSeconds: 601 }), 400],
    ['an elapsed time beyond the chosen duration', () => ({ ...base(), elapsedSeconds: 500 }), 422],
    ['a word test without its word count', () => ({ ...base(), durationSeconds: undefined, mode: 'words' }), 400],
    ['a timed test with a word count', () => ({ ...base(), wordCount: 25 }), 400],
    ['a duration that is not offered', () => ({ ...base(), durationSeconds: 45 }), 400],
    ['a body over the size limit', () => ({ ...base(), wrongKeyPresses: Array(60000).fill('a') }), 413],
  ];

  test.each(cases)('%s', async (_name, body, status) => {
    const answer = await save(client, body());
    expect(answer.status).toBe(status);
    expect(await storedFor(userId)).toBe(0);
  });

  test('not JSON', async () => {
    const answer = await client.send('POST', '/api/result/saveresult', 'wpm=42', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(415);
    expect(await storedFor(userId)).toBe(0);
    expect((await performance(client)).totalTests).toBe(0);
  });
});
