/**
 * Recency-weighted key confidence over the real stack: the dashboard's figures and
 * `results.keys.weakest` (AI practice) follow the recent presses, not the all-time counters, and
 * statistics from before recency weighting carry over. HTTP → gateway → NATS → results → MongoDB engine.
 */
import { randomUUID } from 'node:crypto';
import { type PerformanceSummary, type PublicUser, Subjects } from '@typing/contracts';
import { keysByConfidence } from '@typing/typing-core';
import { typedSteadily } from '@typing/typing-core/testing';
import type { Connection } from 'mongoose';
import { type AuthStack, type Client, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { TRACKED_KEYS } from '../src/statistics/key-alphabet';
import { encodeFigures, figuresOf } from '../src/statistics/key-figures';
import type { UserStats } from '../src/statistics/user-stats.schema';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

const SAMPLE = 'the quick brown fox jumps over the lazy dog';

let stack: AuthStack;
let db: Connection;
let rpc: ResultsStack['rpc'];
let booted: ResultsStack | undefined;
beforeAll(async () => {
  booted = await bootResultsStack('it_recent_keys', 12);
  ({ stack, db, rpc } = booted);
});
afterAll(() => booted?.close());
beforeEach(() => resetLimits(stack.redis));

const typed = (stepMs: number) => ({ ...typedSteadily(SAMPLE, SAMPLE, { stepMs }), clientId: randomUUID() });
async function saveAll(client: Client, bodies: unknown[]) {
  for (const body of bodies) expect((await client.post('/api/result/saveresult', body)).status).toBe(200);
}
const summary = async (client: Client) => (await client.get('/api/result/performance')).body as PerformanceSummary;
const userId = async (client: Client) => ((await client.get('/api/auth/me')).body as PublicUser)._id;
const statsOf = (id: string) => db.collection('user_stats').findOne<UserStats>({ _id: id as never });
async function weakestKeys(id: string): Promise<string[]> {
  return (await rpc(Subjects.results.weakestKeys, { userId: id })).keys;
}

test('a key typed slowly, then well, is confident again on the dashboard and leaves AI practice’s weakest keys', async () => {
  const { client } = await signedIn(stack, 'recency');
  const id = await userId(client);
  await saveAll(client, [typed(900), typed(900), typed(900), typed(900), typed(900)]);
  const before = await summary(client);
  expect(before.keyConfidence.find((k) => k.key === 'o')).toMatchObject({ label: 'needs practice', presses: 20 });
  expect(await weakestKeys(id)).toContain('o');

  await saveAll(client, [typed(150), typed(150), typed(150)]);
  const after = await summary(client);
  expect(after.keyConfidence.find((k) => k.key === 'o')).toMatchObject({ label: 'confident', presses: 32 });
  expect(await weakestKeys(id)).not.toContain('o');
  // The all-time counters alone would still say "needs practice".
  const stats = await statsOf(id);
  const allTime = keysByConfidence(figuresOf(stats).timings.map((t) => ({ ...t, misses: 0 })));
  expect(allTime.find((k) => k.key === 'o')?.label).toBe('needs practice');
  expect(stats!.recentKeysVersion).toBe(8);
});

test('statistics kept before recency weighting carry over: the figures start from the all-time counters', async () => {
  const { client } = await signedIn(stack, 'legacy');
  const id = await userId(client);
  // Lists of { key, … }, as statistics were stored before their figures were one string.
  const legacy = {
    _id: id,
    tests: 3,
    timings: TRACKED_KEYS.map((key) => ({ key, samples: key === 'q' ? 30 : 0, totalMs: key === 'q' ? 30 * 700 : 0 })),
    misses: TRACKED_KEYS.map((key) => ({ key, count: key === 'q' ? 3 : 0 })),
  };
  await db.collection('user_stats').insertOne(legacy as never);
  await db.collection('user_totals').insertOne({ _id: id, tests: 3, wpmSum: 120, accuracySum: 290 } as never);

  expect((await summary(client)).keyConfidence.find((k) => k.key === 'q')).toMatchObject({
    meanMs: 700,
    errorPercent: 9.09,
    presses: 33,
  });
  await saveAll(client, [typed(150)]);
  const q = (await summary(client)).keyConfidence.find((k) => k.key === 'q');
  // One fast press moves the average 10 % of the way: 700 + (150 - 700) × 0.1 = 645.
  expect(q).toMatchObject({ meanMs: 645, presses: 34 });
  expect((await summary(client)).totalTests).toBe(4);
  const stored = (await statsOf(id))!;
  expect(stored.recentKeysVersion).toBe(1);
  // Written back as one string, the lists gone; the all-time counters carried over.
  expect(stored).not.toHaveProperty('timings');
  expect(stored).not.toHaveProperty('misses');
  expect(figuresOf(stored).misses.find((m) => m.key === 'q')).toEqual({ key: 'q', count: 3 });
  expect(figuresOf(stored).timings.find((t) => t.key === 'q')).toMatchObject({ samples: 31 });
});

test('figures another replica wrote since this process last wrote them are read and folded into, not overwritten', async () => {
  const { client } = await signedIn(stack, 'replicas');
  const id = await userId(client);
  await saveAll(client, [typed(150)]);
  expect((await statsOf(id))!.recentKeysVersion).toBe(1);
  // Another replica's save: its own figures, the next version.
  const theirs = [{ key: 'q', meanMs: 700, errorShare: 0, timed: 30, presses: 30 }];
  const figures = encodeFigures({ ...figuresOf(await statsOf(id)), recentKeys: theirs });
  await db.collection('user_stats').updateOne({ _id: id as never }, { $set: { figures, recentKeysVersion: 2 } });

  await saveAll(client, [typed(150)]);
  const stats = await statsOf(id);
  expect(stats!.recentKeysVersion).toBe(3);
  // Folded into theirs: 700 + (150 - 700) × 0.1 = 645 after one press; this process's first save is theirs to keep.
  expect((await summary(client)).keyConfidence.find((k) => k.key === 'q')).toMatchObject({ meanMs: 645, presses: 31 });
  expect((await summary(client)).totalTests).toBe(2);
});
