/** Leaderboards with 100,000 ranked members, written straight to MongoDB, Redis emptied as after a lost cache. */
import os from 'node:os';
import { performance as clock } from 'node:perf_hooks';
import { BOARD_KINDS, LEADERBOARD_LIMITS, type LeaderboardPage, type MyRank } from '@typing/contracts';
import type { TestStack } from '@typing/infra';
import { databaseName } from '@typing/service-kit';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { makeUsers, startBenchStack } from './results-bench';
import { type Check, formatNumber, printChecks, summarize } from './stats';

export const LEADERBOARD_BUDGETS = { pageP95Ms: 20, rankP95Ms: 20 } as const;

const MEMBERS = Number(process.env.LEADERBOARD_BENCH_MEMBERS ?? 100_000);
const SAMPLES = Number(process.env.LEADERBOARD_BENCH_SAMPLES ?? 1000);
const WARM_UP = 100;
const KIND = BOARD_KINDS[1];
const INSERT_BATCH = 5000;

const memberId = (i: number) => i.toString(16).padStart(24, '0');

function entryOf(userId: string, i: number) {
  return {
    _id: `${KIND}:${userId}`,
    board: KIND,
    kind: KIND,
    day: '',
    userId,
    netWpm: 40 + (i % 161),
    wpm: 42 + (i % 161),
    accuracy: 90 + ((i * 7) % 11),
    achievedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    resultId: `${userId}:bench`,
    listed: true,
  };
}

async function seedBoard(stack: TestStack<true>, signedInId: string): Promise<number> {
  const dbName = databaseName(stack.env.MONGO_DB_PREFIX ?? 'typing', 'results');
  const db = await mongoose.createConnection(stack.env.MONGO_URL!, { dbName }).asPromise();
  const started = clock.now();
  try {
    const ids = Array.from({ length: MEMBERS - 1 }, (_, i) => memberId(i + 1));
    ids.push(signedInId);
    for (let from = 0; from < ids.length; from += INSERT_BATCH) {
      const batch = ids.slice(from, from + INSERT_BATCH);
      await db.collection('board_places').insertMany(batch.map((id, j) => entryOf(id, from + j)) as never[]);
      await db
        .collection('board_members')
        .insertMany(batch.map((id, j) => ({ _id: id, displayName: `member_${from + j}` })) as never[]);
    }
  } finally {
    await db.close();
  }
  return clock.now() - started;
}

/** The board answers 503 until it is rebuilt from MongoDB. */
async function rebuiltBoard(stack: TestStack<true>, url: string): Promise<number> {
  const redis = new Redis(stack.env.REDIS_URL!);
  try {
    const keys = await redis.keys('board:*');
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  const started = clock.now();
  for (;;) {
    const answer = await fetch(url);
    await answer.text();
    if (answer.status === 200) return clock.now() - started;
    if (answer.status !== 503) throw new Error(`page during the rebuild: ${answer.status}`);
    if (clock.now() - started > 300_000) throw new Error('the board was not rebuilt within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function timed(what: string, url: string, cookie?: string): Promise<number> {
  const started = clock.now();
  const answer = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${body}`);
  return clock.now() - started;
}

export async function runLeaderboardBench(): Promise<Check[]> {
  console.log(
    `Leaderboard bench on ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}: ${MEMBERS.toLocaleString('en')} ranked members, ${SAMPLES} requests per route`,
  );
  const { stack, stop } = await startBenchStack();
  try {
    const [user] = await makeUsers(stack, 1);
    const me = (await (
      await fetch(`${stack.gatewayUrl}/api/auth/me`, { headers: { cookie: user!.cookie } })
    ).json()) as {
      _id: string;
    };
    const seedMs = await seedBoard(stack, me._id);
    console.log(
      `  seeded ${MEMBERS.toLocaleString('en')} rows and members in MongoDB: ${formatNumber(seedMs / 1000)} s`,
    );

    const base = `${stack.gatewayUrl}/api/leaderboards`;
    const rebuildMs = await rebuiltBoard(stack, `${base}?kind=${KIND}`);
    console.log(`  the Redis board lost, rebuilt from MongoDB and served again: ${formatNumber(rebuildMs / 1000)} s`);
    const first = (await (await fetch(`${base}?kind=${KIND}`)).json()) as LeaderboardPage;
    if (first.total !== LEADERBOARD_LIMITS.depth || first.rows.length !== LEADERBOARD_LIMITS.pageSize) {
      throw new Error(`unexpected first page: total ${first.total}, ${first.rows.length} rows`);
    }
    const mine = (await (
      await fetch(`${base}/me?kind=${KIND}`, { headers: { cookie: user!.cookie } })
    ).json()) as MyRank;
    if (!mine.place) throw new Error(`the signed-in member is not ranked: ${JSON.stringify(mine)}`);
    console.log(
      `  the signed-in member is #${mine.place.rank.toLocaleString('en')} of ${MEMBERS.toLocaleString('en')}`,
    );

    const pages = LEADERBOARD_LIMITS.depth / LEADERBOARD_LIMITS.pageSize;
    const pageUrl = (i: number) => `${base}?kind=${KIND}&page=${(i % pages) + 1}`;
    for (let i = 0; i < WARM_UP; i++) await timed('page', pageUrl(i));
    const pageTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) pageTimes.push(await timed('page', pageUrl(i * 7)));
    for (let i = 0; i < WARM_UP; i++) await timed('rank', `${base}/me?kind=${KIND}`, user!.cookie);
    const rankTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) rankTimes.push(await timed('rank', `${base}/me?kind=${KIND}`, user!.cookie));

    // The floor: a public route of another service over the same path.
    const passageUrl = `${stack.gatewayUrl}/api/text/passage?length=short`;
    for (let i = 0; i < WARM_UP; i++) await timed('passage', passageUrl);
    const floorTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) floorTimes.push(await timed('passage', passageUrl));

    for (const [name, times] of [
      ['reference: GET /api/text/passage (ai-text, not budgeted)', floorTimes],
      ['GET /api/leaderboards (a page of 50)', pageTimes],
      ['GET /api/leaderboards/me (signed in)', rankTimes],
    ] as const) {
      const s = summarize(times);
      console.log(
        `  ${name}: p50 ${formatNumber(s.p50)} ms, p95 ${formatNumber(s.p95)} ms, max ${formatNumber(s.max)} ms (${s.count})`,
      );
    }
    return [
      {
        name: 'leaderboard page p95',
        value: summarize(pageTimes).p95,
        limit: LEADERBOARD_BUDGETS.pageP95Ms,
        unit: 'ms',
      },
      {
        name: "one member's rank p95",
        value: summarize(rankTimes).p95,
        limit: LEADERBOARD_BUDGETS.rankP95Ms,
        unit: 'ms',
      },
    ];
  } finally {
    await stop();
  }
}

if (require.main === module) {
  runLeaderboardBench()
    .then((checks) => {
      const ok = printChecks(checks);
      console.log(ok ? '\nAll budgets met.' : '\nOver budget: see FAIL above.');
      process.exitCode = ok ? 0 : 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    });
}
