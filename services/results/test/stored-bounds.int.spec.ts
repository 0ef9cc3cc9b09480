/**
 * What one member can make the results database keep, over the real stack: a stored
 * result is bounded well below what a save request may carry, and a member keeps at most
 * MEMBER_RESULTS_CAP results — checked against the count the totals already keep, with no
 * database command added to a save below the cap.
 */
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  MEMBER_RESULTS_CAP,
  Messages,
  type PublicUser,
  RESULT_LIMITS,
  type SaveResultResponse,
} from '@typing/contracts';
import { applyKey, createTest, summarize } from '@typing/typing-core';
import { typedSteadily } from '@typing/typing-core/testing';
import mongoose, { type Connection } from 'mongoose';
import { type AuthStack, type Client, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

const PREFIX = 'it_stored_bounds';
/** Largest stored result (BSON) whatever a save request carries. */
const STORED_RESULT_BUDGET_BYTES = 48 * 1024;

let booted: ResultsStack | undefined;
let stack: AuthStack;
let db: Connection;

beforeAll(async () => {
  booted = await bootResultsStack(PREFIX, 14);
  ({ stack, db } = booted);
});

afterAll(() => booted?.close());

beforeEach(() => resetLimits(stack.redis));

const save = (client: Client, body: unknown) => client.post('/api/result/saveresult', body);
const me = async (client: Client) => (await client.get('/api/auth/me')).body as PublicUser;
const storedFor = (userId: string) => db.collection('results').countDocuments({ userId });

/** 128 distinct keys (the per-key lists' cap), some of them three bytes long in UTF-8. */
const KEYS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'€→←↑↓∑∏√∞≈≠≤≥αβγδεζηθικλμνξοπρστυφχψω',
];
const TEXT_KEYS = [...KEYS, ...Array.from({ length: 128 - KEYS.length }, (_, i) => String.fromCharCode(0x4e00 + i))];
/** Wrong keys, never in the text: each expected key is mistyped as up to 8 of them (1,024 pairs). */
const WRONG = [...'!@#$%^&*'];

/**
 * The largest result a save request can carry (the gateway takes bodies up to 100 kB, a save's
 * with its key log's room on top): a custom text of 3,000 characters of 128 distinct keys, typed in
 * 598 s (within the untimed 600 s) with 5,000 wrong presses, each erased, making 1,024 distinct
 * substitutions, a speed point a second and a key log of 13,000 keys (148 kB in all).
 */
function largestResult() {
  const text = Array.from({ length: RESULT_LIMITS.sampleText }, (_, i) => TEXT_KEYS[i % TEXT_KEYS.length]!).join('');
  const seen = new Map<string, number>();
  const keys: string[] = [];
  [...text].forEach((ch, i) => {
    const nth = seen.get(ch) ?? 0;
    seen.set(ch, nth + 1);
    const misses = i < RESULT_LIMITS.wrongKeyPresses - RESULT_LIMITS.sampleText ? 2 : 1;
    for (let m = 0; m < misses; m += 1) keys.push(WRONG[(nth + m) % WRONG.length]!, 'Backspace');
    keys.push(ch);
  });
  const stepMs = Math.floor(598_000 / keys.length);
  let state = createTest(text, 60, { mode: 'custom', punctuation: false, numbers: false });
  keys.forEach((key, i) => (state = applyKey(state, key, 1000 + i * stepMs)));
  return { ...summarize(state), clientId: randomUUID() };
}

test('a result as large as a save request may carry is stored within the budget: its wrong presses as per-key counts', async () => {
  const { client } = await signedIn(stack, 'largest');
  const userId = (await me(client))._id;
  const body = largestResult();
  expect(body.wrongKeyPresses).toHaveLength(RESULT_LIMITS.wrongKeyPresses);
  expect(body.substitutions).toHaveLength(RESULT_LIMITS.substitutions);
  expect(body.keyTimings).toHaveLength(RESULT_LIMITS.keys);
  expect(body.wpmSeries.length).toBeGreaterThan(590);
  const requestBytes = Buffer.byteLength(JSON.stringify(body));

  const answer = await save(client, body);
  expect(answer).toMatchObject({ status: 200, body: { created: true } });

  const stored = await db.collection('results').findOne({ userId });
  const storedBytes = mongoose.mongo.BSON.calculateObjectSize(stored!);
  console.log(
    `largest result: request ${(requestBytes / 1024).toFixed(1)} kB, stored ${(storedBytes / 1024).toFixed(1)} kB ` +
      `(budget ${STORED_RESULT_BUDGET_BYTES / 1024} kB)`,
  );
  expect(storedBytes).toBeLessThanOrEqual(STORED_RESULT_BUDGET_BYTES);
  // Nothing a person could want back is lost: every wrong press is in the per-key counts.
  expect(stored?.wrongKeyPresses).toBeUndefined();
  const counted = (stored?.weakKeyStats as { count: number }[]).reduce((sum, k) => sum + k.count, 0);
  expect(counted).toBe(RESULT_LIMITS.wrongKeyPresses);
  expect(stored?.substitutions).toHaveLength(32);
  expect(stored).toMatchObject({ sampleText: body.sampleText, userInput: body.userInput, wpm: body.wpm });
});

test(`a member keeps at most ${MEMBER_RESULTS_CAP.toLocaleString('en')} results: a save past it is a 409 that stores nothing; a retry still answers`, async () => {
  const { client } = await signedIn(stack, 'capped');
  const userId = (await me(client))._id;
  // The member has saved all but three of the most they may keep (the totals' count, as saves keep it).
  await db
    .collection('user_totals')
    .insertOne({ _id: userId as never, tests: MEMBER_RESULTS_CAP - 3, wpmSum: 0, accuracySum: 0 });
  const typed = (script: string) => ({
    ...typedSteadily('the quick brown fox', script, { stepMs: 150 }),
    clientId: randomUUID(),
  });

  const first = typed('the quick');
  expect((await save(client, first)).status).toBe(200);
  const burst = await Promise.all(['th', 'the', 'the q', 'the qu', 'thw'].map((script) => save(client, typed(script))));
  const statuses = burst.map((answer) => answer.status).sort();
  expect(statuses).toEqual([200, 200, 409, 409, 409]);
  const refusal = burst.find((answer) => answer.status === 409)!.body;
  expect(refusal).toMatchObject({ code: ErrorCode.ResultsCapReached, message: Messages.resultsCapReached });

  // At the cap, a retry of a stored result still answers the stored one; a new one is refused.
  const retry = await save(client, first);
  expect(retry).toMatchObject({ status: 200, body: { created: false } });
  expect((retry.body as SaveResultResponse).result.clientId).toBe(first.clientId);
  expect((await save(client, typed('the quick b'))).status).toBe(409);

  expect(await storedFor(userId)).toBe(3);
  const totals = await db.collection('user_totals').findOne({ _id: userId as never });
  expect(totals?.tests).toBe(MEMBER_RESULTS_CAP);
});
