/**
 * Leaderboards (issue 17) over the real stack: HTTP → gateway → NATS → results service (kept current
 * by its own `results.saved` event) → MongoDB engine and Redis. Only members who appear publicly
 * rank; one row per member (their best), by WPM, then accuracy, then the earlier; under 90 %
 * accuracy, other kinds, punctuation and other languages do not rank; leaving or deleting the account
 * removes the row at once; the Redis boards are rebuilt from MongoDB when lost. Every bad query is a 400.
 */
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { aiTextService } from '@typing/ai-text-service';
import { billingService } from '@typing/billing-service';
import { contactService } from '@typing/contact-service';
import { ErrorCode, indiaDay, type LeaderboardPage, type MyRank, type PublicUser } from '@typing/contracts';
import { pollUntil } from '@typing/infra';
import { resultsService } from '@typing/results-service';
import { createService, databaseName } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core';
import { type AuthStack, bootAuthStack, Client, PASSWORD, resetLimits, signedIn } from './auth-helpers';

const PREFIX = 'it_leaderboards';
const SAMPLE = 'the quick brown fox jumps over the lazy dog and runs far away into the green hills';
let stack: AuthStack;
let services: INestMicroservice[];

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 4);
  services = [
    await createService(resultsService, stack.env),
    await createService(billingService, stack.env),
    await createService(aiTextService, stack.env),
    await createService(contactService, stack.env),
  ];
  for (const service of services) await service.listen();
});
afterAll(async () => {
  for (const service of services.reverse()) await service.close();
  for (const name of ['results', 'billing', 'ai-text', 'contact'] as const) {
    await stack.db.useDb(databaseName(PREFIX, name)).dropDatabase();
  }
  await stack.close();
});
beforeEach(() => resetLimits(stack.redis));

const entries = () => stack.db.useDb(databaseName(PREFIX, 'results')).collection('board_entries');
const board = async (query: string) => {
  const answer = await new Client(stack.base).get(`/api/leaderboards?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as LeaderboardPage;
};
const namesOn = async (query: string) => (await board(query)).rows.map((row) => row.displayName);
const myRank = async (client: Client, query: string) => {
  const answer = await client.get(`/api/leaderboards/me?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as MyRank;
};

/** A member who appears publicly under a fresh name. */
async function publicMember(label: string) {
  const { client, email } = await signedIn(stack, label);
  const displayName = `${label.slice(0, 10)}_${randomUUID().slice(0, 6)}`;
  expect((await client.send('PUT', '/api/account/public-profile', { displayName })).status).toBe(200);
  const { _id: userId } = (await client.get('/api/auth/me')).body as PublicUser;
  return { client, email, displayName, userId };
}

/** Saves a test typed one key every `stepMs` (slower = fewer WPM); answers its stored id. */
async function saveTest(
  client: Client,
  { stepMs = 150, typed = SAMPLE.slice(0, 40), durationSeconds = 60, ...extra }: Record<string, unknown> = {},
) {
  const result = {
    ...typedSteadily(SAMPLE, typed as string, { stepMs: stepMs as number, durationSeconds: durationSeconds as number }),
    clientId: randomUUID(),
    ...extra,
  };
  const answer = await client.post('/api/result/saveresult', result);
  expect(answer.status).toBe(200);
  return (answer.body as { result: { id: string; wpm: number; accuracy: number } }).result;
}

/** The results service handled the event of `resultId` (its row exists, listed or not). */
const ranked = (resultId: string) =>
  pollUntil(
    async () => {
      if ((await entries().countDocuments({ resultId })) === 0) throw new Error('not yet');
    },
    { what: `the board row of ${resultId}`, timeoutMs: 10_000, intervalMs: 25 },
  );

const eventually = (what: string, check: () => Promise<void>) =>
  pollUntil(check, { what, timeoutMs: 10_000, intervalMs: 25 });

test('only members who appear rank; one row each, their best, by WPM then accuracy; they see their place', async () => {
  const fast = await publicMember('lb-fast');
  const slow = await publicMember('lb-slow');
  const { client: hidden } = await signedIn(stack, 'lb-hidden');

  const slowResult = await saveTest(slow.client, { stepMs: 200 });
  const hiddenResult = await saveTest(hidden, { stepMs: 100 });
  const fastResult = await saveTest(fast.client, { stepMs: 120 });
  for (const id of [slowResult.id, hiddenResult.id, fastResult.id]) await ranked(id);
  expect(fastResult.wpm).toBeGreaterThan(slowResult.wpm);
  // The member who did not choose to appear has a row in MongoDB, held unlisted, and none on the board.
  expect(await entries().countDocuments({ resultId: hiddenResult.id, listed: false })).toBe(2);

  let page = await board('kind=time-60');
  const mine = page.rows.filter((row) => [fast.displayName, slow.displayName].includes(row.displayName));
  expect(mine.map((row) => row.displayName)).toEqual([fast.displayName, slow.displayName]);
  expect(page.rows.map((r) => r.rank)).toEqual(page.rows.map((_r, i) => i + 1));
  expect(JSON.stringify(page)).not.toMatch(/lb-hidden|userId|@gateway\.test/);
  expect(page).toMatchObject({ kind: 'time-60', period: 'all-time', page: 1, pageSize: 50 });
  expect(await namesOn('kind=time-60&period=daily')).toEqual(expect.arrayContaining([fast.displayName]));
  expect((await board('kind=time-60&period=daily')).day).toBe(indiaDay(new Date()));
  expect(await namesOn('kind=time-30')).not.toContain(fast.displayName);

  // The slow member sees their place and how far the one above is.
  const slowPlace = await myRank(slow.client, 'kind=time-60');
  const fastRow = page.rows.find((r) => r.displayName === fast.displayName)!;
  expect(slowPlace).toMatchObject({
    listed: true,
    place: { wpm: slowResult.wpm, next: { wpmBehind: expect.any(Number) } },
  });
  expect(slowPlace.place!.next!.wpmBehind).toBeGreaterThanOrEqual(fastRow.wpm - slowResult.wpm);
  expect(await myRank(hidden, 'kind=time-60')).toEqual({ listed: false, place: null });
  expect(await myRank(fast.client, 'kind=words-25')).toEqual({ listed: true, place: null });

  // A slower test leaves the best as it is; a faster one moves the member at once.
  await saveTest(slow.client, { stepMs: 400 });
  const faster = await saveTest(slow.client, { stepMs: 90 });
  await eventually('the faster best on the board', async () => {
    page = await board('kind=time-60');
    const row = page.rows.find((r) => r.displayName === slow.displayName);
    if (row?.wpm !== faster.wpm) throw new Error(`row ${JSON.stringify(row)}`);
  });
  expect(page.rows.filter((r) => r.displayName === slow.displayName)).toHaveLength(1);
  const order = page.rows.map((r) => r.displayName);
  expect(order.indexOf(slow.displayName)).toBeLessThan(order.indexOf(fast.displayName));
  expect((await myRank(slow.client, 'kind=time-60')).place!.rank).toBe(
    page.rows.find((r) => r.displayName === slow.displayName)!.rank,
  );
});

test('under 90 % accuracy, punctuation, another language or another kind does not rank', async () => {
  const member = await publicMember('lb-rules');
  // Every other key wrong: far under 90 %.
  const sloppy = await saveTest(member.client, { typed: 'thx quxck brxwn fxx jxmps' });
  expect(sloppy.accuracy).toBeLessThan(90);
  const punctuated = await saveTest(member.client, { punctuation: true });
  const spanish = await saveTest(member.client, { language: 'es' });
  const longer = await saveTest(member.client, { durationSeconds: 120 });
  // The control: a clean test of the same member ranks, after the others were handled.
  const clean = await saveTest(member.client, { stepMs: 300 });
  await ranked(clean.id);
  for (const id of [sloppy.id, punctuated.id, spanish.id, longer.id]) {
    expect(await entries().countDocuments({ resultId: id })).toBe(0);
  }
  const row = (await board('kind=time-60')).rows.find((r) => r.displayName === member.displayName);
  expect(row).toMatchObject({ wpm: clean.wpm, accuracy: clean.accuracy });
});

test('leaving removes the row at once; appearing again brings the best back; a new name shows', async () => {
  const member = await publicMember('lb-leave');
  const result = await saveTest(member.client, { durationSeconds: 30, stepMs: 110 });
  await ranked(result.id);
  expect(await namesOn('kind=time-30')).toContain(member.displayName);

  expect((await member.client.send('DELETE', '/api/account/public-profile')).status).toBe(200);
  expect(await namesOn('kind=time-30')).not.toContain(member.displayName);
  expect(await namesOn('kind=time-30&period=daily')).not.toContain(member.displayName);
  expect(await myRank(member.client, 'kind=time-30')).toEqual({ listed: false, place: null });

  const renamed = `back_${randomUUID().slice(0, 6)}`;
  expect((await member.client.send('PUT', '/api/account/public-profile', { displayName: renamed })).status).toBe(200);
  const row = (await board('kind=time-30')).rows.find((r) => r.displayName === renamed);
  expect(row).toMatchObject({ wpm: result.wpm });
});

test('deleting the account removes every row at once', async () => {
  const member = await publicMember('lb-delete');
  const result = await saveTest(member.client, { stepMs: 105 });
  await ranked(result.id);
  expect(await namesOn('kind=time-60')).toContain(member.displayName);
  expect((await member.client.post('/api/account/delete', { password: PASSWORD })).status).toBe(200);
  expect(await namesOn('kind=time-60')).not.toContain(member.displayName);
  expect(await entries().countDocuments({ userId: member.userId })).toBe(0);
});

test('the Redis boards are a cache: lost, they are rebuilt from MongoDB', async () => {
  const member = await publicMember('lb-cache');
  const result = await saveTest(member.client, { stepMs: 130, typed: SAMPLE.slice(0, 30) });
  await ranked(result.id);
  const before = await board('kind=time-60');
  const keys = await stack.redis.keys('lb:*');
  expect(keys.length).toBeGreaterThan(0);
  await stack.redis.del(...keys);
  const after = await board('kind=time-60');
  expect(after).toEqual(before);
  const place = await myRank(member.client, 'kind=time-60');
  expect(place.place).toMatchObject({ wpm: result.wpm });
});

describe('refusals', () => {
  test.each([
    'kind=time-120',
    'kind=custom',
    '',
    'kind=time-60&period=weekly',
    'kind=time-60&page=0',
    'kind=time-60&page=21',
    'kind=time-60&page=two',
    'kind=time-60&page=1.5',
    'kind=time-60&extra=1',
    'kind=time-60&userId=000000000000000000000000',
    'kind[$ne]=x',
    'kind=time-60&page[$gt]=1',
    'kind=time-60&kind=time-30',
  ])('GET /api/leaderboards?%s is a 400 with a message', async (query) => {
    const answer = await new Client(stack.base).get(`/api/leaderboards?${query}`);
    expect(answer).toMatchObject({
      status: 400,
      body: { code: ErrorCode.ValidationFailed, message: expect.any(String) },
    });
  });

  test('a member’s place needs a session and a good query; it is always their own', async () => {
    expect(await new Client(stack.base).get('/api/leaderboards/me?kind=time-60')).toMatchObject({
      status: 401,
      body: { code: ErrorCode.Unauthorized },
    });
    const { client } = await signedIn(stack, 'lb-refuse');
    for (const query of ['kind=time-15', 'kind=time-60&page=1', 'kind=time-60&userId=000000000000000000000000']) {
      expect((await client.get(`/api/leaderboards/me?${query}`)).status).toBe(400);
    }
  });

  test('the last page is page 20 (the top 1,000)', async () => {
    expect(await board('kind=words-25&page=20')).toMatchObject({ page: 20, rows: [] });
  });
});
