/**
 * What one member can make the results service hold, over the real stack: a member with
 * 5,000 results with the longest texts the contracts accept downloads the CSV and the data export
 * (one after the other: one export at a time per member), while the results service — its own process, as in production — is measured from
 * outside (its resident memory, sampled from /proc every 20 ms). The exports read only a
 * row's fields, a page at a time, and the gateway streams them; before, each page held 1,000 whole
 * results (≈ 150 kB each) and the data export gathered every row in the gateway.
 * Also: the history's pages reach the newest HISTORY_DEPTH results, an index serves every sort,
 * and each export route has its own rate limit.
 */
import fs from 'node:fs';
import type { INestMicroservice } from '@nestjs/common';
import { billingService } from '@typing/billing-service';
import { HISTORY_DEPTH, type PublicUser, RESULT_LIMITS } from '@typing/contracts';
import { freePorts, pollUntil } from '@typing/infra';
import { createService, databaseName } from '@typing/service-kit';
import mongoose, { type Connection } from 'mongoose';
import {
  type AuthStack,
  bootAuthStack,
  Client,
  resetLimits,
  signedIn,
  startReplica,
} from '../../../gateway/test/auth-helpers';
import type { LegacyResultFields } from '../src/results/legacy-fields';
import { Result, ResultSchema } from '../src/results/result.schema';
import { ROW_FIELDS } from '../src/results/result.schema';

const PREFIX = 'it_bounded';
const RESULTS = 5000;
/** How far the results service's resident memory may rise above its level before the exports. */
const RSS_GROWTH_BUDGET_MIB = 64;
const MiB = 1024 * 1024;

let stack: AuthStack;
let billing: INestMicroservice;
let results: ReturnType<typeof startReplica>;
let resultsDb: Connection;

beforeAll(async () => {
  // FerretDB scans the whole collection for each query: 5,000 results take it seconds per page.
  stack = await bootAuthStack(PREFIX, 13, { RPC_TIMEOUT_MS: '30000' });
  billing = await createService(billingService, stack.env);
  await billing.listen();
  const [metricsPort] = await freePorts(1);
  results = startReplica('results', { ...stack.env, METRICS_PORT: String(metricsPort) });
  resultsDb = await mongoose
    .createConnection(stack.env.MONGO_URL, { dbName: databaseName(PREFIX, 'results') })
    .asPromise();
  // Up once it answers the history over NATS (503 "no responders" until it subscribes).
  const { client } = await signedIn(stack, 'probe');
  await pollUntil(
    async () => {
      const answer = await client.get('/api/result/history');
      if (answer.status !== 200) throw new Error(`history answered ${answer.status}`);
    },
    { what: 'the results service', timeoutMs: 60_000, giveUp: results.apps.crashed },
  );
}, 90_000);

afterAll(async () => {
  await results?.stop();
  await billing?.close();
  await resultsDb?.dropDatabase();
  await resultsDb?.close();
  await stack?.close();
});

beforeEach(() => resetLimits(stack.redis));

const me = async (client: Client) => (await client.get('/api/auth/me')).body as PublicUser;

/**
 * A result with the longest texts the contracts accept (3,000 characters typed of a 3,000-character
 * text), typed without a mistake. Not every list at its cap: FerretDB, the local engine, stores and
 * reads each array element on its own and scans the whole collection for every query (≈ 0.1 s
 * per result with every list full), so 5,000 of those could not be stored and read in a test's
 * time. What the service holds per page does not depend on what else a result carries: it reads
 * a row's fields only.
 */
function bigResult(userId: string, index: number, at: number): Result & LegacyResultFields {
  const clientId = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const text = 'the quick brown fox jumps over the lazy dog '.repeat(70).slice(0, RESULT_LIMITS.sampleText);
  return {
    _id: `${userId}:${clientId}`,
    userId,
    clientId,
    createdAt: new Date(at + index * 1000),
    kind: 'time-60',
    durationSeconds: 60,
    punctuation: false,
    numbers: false,
    wpm: 600,
    netWpm: 600,
    rawWpm: 600,
    accuracy: 100,
    correctPresses: RESULT_LIMITS.sampleText,
    correctChars: RESULT_LIMITS.sampleText,
    incorrectChars: 0,
    elapsedSeconds: 60,
    skillLevel: 'Master',
    sampleText: text,
    userInput: text,
    wrongKeyPresses: [],
    weakKeyStats: [],
    keyTimings: [],
    substitutions: [],
    wpmSeries: [],
  };
}

/** Stores the results straight in the results database, checked against the service's own schema. */
async function storeBigResults(userId: string, count: number): Promise<number> {
  const model = resultsDb.model(Result.name, ResultSchema);
  await model.init(); // the service's indexes
  const at = Date.UTC(2025, 0, 1);
  const sample = bigResult(userId, 0, at);
  expect(new model(sample).validateSync()).toBeUndefined();
  const bytes = Buffer.byteLength(JSON.stringify(sample));
  for (let from = 0; from < count; from += 100) {
    const batch = Array.from({ length: Math.min(100, count - from) }, (_, i) => bigResult(userId, from + i, at));
    await model.collection.insertMany(batch as never[], { ordered: false });
  }
  return bytes;
}

/** Resident memory of a process, in bytes (VmRSS in /proc/<pid>/status). */
function residentBytes(pid: number): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** Samples a process's resident memory every 20 ms while `work` runs; answers the highest seen. */
async function peakResidentDuring<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = residentBytes(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  try {
    const value = await work();
    return { value, peak: Math.max(peak, residentBytes(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

test('the history pages reach the newest HISTORY_DEPTH results; a deeper page is a 400 naming the CSV', async () => {
  const { client } = await signedIn(stack, 'deep');
  const last = HISTORY_DEPTH / 100;
  expect((await client.get(`/api/result/history?page=${last}&pageSize=100`)).status).toBe(200);
  for (const query of [`page=${last + 1}&pageSize=100`, `page=${HISTORY_DEPTH + 1}&pageSize=1`, 'page=100000']) {
    const answer = await client.get(`/api/result/history?${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('CSV download');
  }
});

test('one index serves every sort of a member’s results and holds every field of a row (covered reads)', async () => {
  const indexes = await resultsDb.collection('results').indexes();
  const serving = indexes.filter((index) => {
    const keys = Object.entries(index.key);
    return (
      JSON.stringify(keys.slice(0, 3)) ===
        JSON.stringify([
          ['userId', 1],
          ['createdAt', -1],
          ['_id', -1],
        ]) && Object.keys(ROW_FIELDS).every((field) => field in index.key)
    );
  });
  expect(serving).toHaveLength(1);
});

test.each(['/api/result/export.csv', '/api/account/export'])(
  '%s answers 429 after 5 a minute from one client',
  async (path) => {
    const { client } = await signedIn(stack, 'downloader');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await client.send('GET', path, undefined, { accept: '*/*' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  },
);

test(`a member with ${RESULTS} results of the longest texts downloads both exports, within the memory budget`, async () => {
  const { client, email } = await signedIn(stack, 'hoarder');
  const userId = (await me(client))._id;
  const started = Date.now();
  const resultBytes = await storeBigResults(userId, RESULTS);
  const storedMs = Date.now() - started;

  const pid = results.apps.pid('results')!;
  expect((await client.get('/api/result/history?page=2&pageSize=100')).status).toBe(200); // code paths warm
  const before = residentBytes(pid);
  const exportsStarted = Date.now();
  // One after the other: a member runs one export at a time.
  const { value: answers, peak } = await peakResidentDuring(pid, async () => [
    await client.get('/api/result/export.csv'),
    await client.get('/api/account/export'),
  ]);
  const exportsMs = Date.now() - exportsStarted;
  const growth = peak - before;
  console.log(
    [
      `bounded exports: ${RESULTS} results of ${(resultBytes / 1024).toFixed(0)} kB each (as JSON) stored in ${storedMs} ms;`,
      `the CSV and the data export in ${exportsMs} ms;`,
      `results service RSS ${(before / MiB).toFixed(0)} MiB before, peak ${(peak / MiB).toFixed(0)} MiB,`,
      `growth ${(growth / MiB).toFixed(1)} MiB (budget ${RSS_GROWTH_BUDGET_MIB} MiB)`,
    ].join(' '),
  );

  for (const [i, { status, headers, body }] of answers.entries()) {
    expect(status).toBe(200);
    if (i % 2 === 0) {
      expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const lines = (body as string).trimEnd().split('\n');
      expect(lines).toHaveLength(RESULTS + 1);
      expect(lines[1]).toContain('2025-01-01T00:00:00.000Z,time-60,no,no,600,600,600,100,');
    } else {
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      const data = body as { profile: { email: string }; results: { id: string; createdAt: string }[] };
      expect(data.profile.email).toBe(email);
      expect(data.results).toHaveLength(RESULTS);
      expect(new Set(data.results.map((row) => row.id)).size).toBe(RESULTS);
      expect(data.results[RESULTS - 1]!.createdAt > data.results[0]!.createdAt).toBe(true);
      expect(data.results[0]).not.toHaveProperty('sampleText');
    }
  }
  expect(growth).toBeLessThan(RSS_GROWTH_BUDGET_MIB * MiB);
}, 300_000); // FerretDB scans every stored result for each page: slow on a busy machine
