/**
 * Leaderboards over the real stack: HTTP → gateway → NATS → results service →
 * MongoDB engine and Redis. Only tests the server issued rank, and only members who appear publicly;
 * one row per member (their best), by net WPM, then accuracy; under 90 % accuracy, other kinds,
 * punctuation and other languages do not rank; leaving or deleting the account removes the row at
 * once; the Redis boards are rebuilt from MongoDB when lost. Every bad query is a 400.
 */
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  indiaDay,
  type LeaderboardPage,
  type MyRank,
  type PublicUser,
  type RankedTest,
  rankedTestText,
} from '@typing/contracts';
import { pollUntil } from '@typing/infra';
import { databaseName } from '@typing/service-kit';
import { recomputeResult, type TypingResult } from '@typing/typing-core';
import { humanGaps, typedSteadily, typedWithGaps } from '@typing/typing-core/testing';
import { type AuthStack, bootAuthStack, Client, PASSWORD, resetLimits, signedIn } from './auth-helpers';
import { type MemberServices, startMemberServices } from './member-services';
import { issuedTest as issuedTestFor } from './ranked-test-kit';

const PREFIX = 'it_leaderboards';
const PHRASE = 'the quick brown fox jumps over the lazy dog and runs far away into the green hills';
const SAMPLE = `${PHRASE} ${PHRASE} ${PHRASE} ${PHRASE}`;
let stack: AuthStack;
let members: MemberServices;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 4);
  members = await startMemberServices(stack, PREFIX);
});
afterAll(async () => {
  await members.stop();
  await stack.close();
});
beforeEach(() => resetLimits(stack.redis));

const entries = () => stack.db.useDb(databaseName(PREFIX, 'results')).collection('board_places');
const storedResult = (id: string) =>
  stack.db
    .useDb(databaseName(PREFIX, 'results'))
    .collection('results')
    .findOne({ _id: id as never });
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

const userIdOf = async (client: Client) => ((await client.get('/api/auth/me')).body as PublicUser)._id;

/** A signed-in member who appears publicly under a fresh name. */
async function publicMember(label: string) {
  const { client, email } = await signedIn(stack, label);
  const displayName = `${label.slice(0, 10)}_${randomUUID().slice(0, 6)}`;
  expect((await client.send('PUT', '/api/account/public-profile', { displayName })).status).toBe(200);
  return { client, email, displayName, userId: await userIdOf(client) };
}

const issuedTest = (userId: string, durationSeconds: 30 | 60, agoMs?: number) =>
  issuedTestFor(stack.env, userId, durationSeconds, agoMs);

/**
 * A whole timed test typed like a person: the keys of `typed` (the text, or `typo` of it), each after
 * an uneven gap within `pace` (ms), so the test runs to its time. With `userId`, on a text the server
 * issued to that member, carrying its ticket; without, on a text of the client's own.
 */
function typedByPerson({
  userId,
  durationSeconds = 60,
  pace = [300, 600],
  typo = (text) => text,
  seed = 1,
}: {
  userId?: string;
  durationSeconds?: 30 | 60 | 120;
  pace?: [number, number];
  typo?: (text: string) => string;
  seed?: number;
} = {}): TypingResult & { ticket?: string } {
  const issued = userId && durationSeconds !== 120 ? issuedTest(userId, durationSeconds) : undefined;
  const text = issued?.text ?? SAMPLE;
  const typed = typo(text);
  const gaps = humanGaps(typed.length, { seed, fastestMs: pace[0], slowestMs: pace[1] });
  const result = typedWithGaps(text, typed, gaps, { durationSeconds });
  return issued ? { ...result, ticket: issued.ticket } : result;
}

/** Saves a typed test (and any field changed by `extra`); answers the stored result. */
async function saveTest(client: Client, typed: TypingResult = typedByPerson(), extra: Record<string, unknown> = {}) {
  const answer = await client.post('/api/result/saveresult', { ...typed, clientId: randomUUID(), ...extra });
  expect(answer.status).toBe(200);
  expect(JSON.stringify(answer.body)).not.toMatch(/heldBack|even|rhythm|keyLog/);
  return (answer.body as { result: { id: string; wpm: number; netWpm: number; accuracy: number } }).result;
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

test('only members who appear rank; one row each, their best, by net WPM then accuracy; they see their place', async () => {
  const fast = await publicMember('lb-fast');
  const slow = await publicMember('lb-slow');
  const { client: hidden } = await signedIn(stack, 'lb-hidden');
  const hiddenId = await userIdOf(hidden);

  const slowResult = await saveTest(slow.client, typedByPerson({ userId: slow.userId, pace: [500, 900] }));
  const hiddenResult = await saveTest(hidden, typedByPerson({ userId: hiddenId, pace: [200, 400] }));
  const fastResult = await saveTest(fast.client, typedByPerson({ userId: fast.userId, pace: [250, 450] }));
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
    place: { netWpm: slowResult.netWpm, wpm: slowResult.wpm, next: { wpmBehind: expect.any(Number) } },
  });
  expect(slowPlace.place!.next!.wpmBehind).toBeGreaterThanOrEqual(fastRow.netWpm - slowResult.netWpm);
  expect(await myRank(hidden, 'kind=time-60')).toEqual({ listed: false, place: null });
  expect(await myRank(fast.client, 'kind=words-25')).toEqual({ listed: true, place: null });

  // A slower test leaves the best as it is; a faster one moves the member at once.
  await saveTest(slow.client, typedByPerson({ userId: slow.userId, pace: [800, 1200] }));
  const faster = await saveTest(slow.client, typedByPerson({ userId: slow.userId, pace: [150, 300] }));
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
  // Every third key wrong: far under 90 %.
  const { userId } = member;
  const sloppyText = (text: string) => [...text].map((ch, i) => (i % 3 === 1 && ch !== ' ' ? 'x' : ch)).join('');
  const sloppy = await saveTest(member.client, typedByPerson({ userId, typo: sloppyText }));
  expect(sloppy.accuracy).toBeLessThan(90);
  const punctuated = await saveTest(member.client, typedByPerson({ userId }), { punctuation: true });
  const spanish = await saveTest(member.client, typedByPerson({ userId }), { language: 'es' });
  const longer = await saveTest(member.client, typedByPerson({ durationSeconds: 120 }));
  // The control: a clean test of the same member ranks, after the others were handled.
  const clean = await saveTest(member.client, typedByPerson({ userId, pace: [700, 1000] }));
  await ranked(clean.id);
  for (const id of [sloppy.id, punctuated.id, spanish.id, longer.id]) {
    expect(await entries().countDocuments({ resultId: id })).toBe(0);
  }
  const row = (await board('kind=time-60')).rows.find((r) => r.displayName === member.displayName);
  expect(row).toMatchObject({ wpm: clean.wpm, accuracy: clean.accuracy });
});

test('leaving removes the row at once; appearing again brings the best back; a new name shows', async () => {
  const member = await publicMember('lb-leave');
  const result = await saveTest(member.client, typedByPerson({ userId: member.userId, durationSeconds: 30 }));
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
  const result = await saveTest(member.client, typedByPerson({ userId: member.userId }));
  await ranked(result.id);
  expect(await namesOn('kind=time-60')).toContain(member.displayName);
  expect((await member.client.post('/api/account/delete', { password: PASSWORD })).status).toBe(200);
  expect(await namesOn('kind=time-60')).not.toContain(member.displayName);
  expect(await entries().countDocuments({ userId: member.userId })).toBe(0);
});

test('the Redis boards are a cache: lost, they are rebuilt from MongoDB', async () => {
  const member = await publicMember('lb-cache');
  const result = await saveTest(member.client, typedByPerson({ userId: member.userId, seed: 5 }));
  await ranked(result.id);
  const before = await board('kind=time-60');
  const keys = await stack.redis.keys('board:*');
  expect(keys.length).toBeGreaterThan(0);
  await stack.redis.del(...keys);
  const after = await board('kind=time-60');
  expect(after).toEqual(before);
  const place = await myRank(member.client, 'kind=time-60');
  expect(place.place).toMatchObject({ wpm: result.wpm });
});

describe('results that cannot be faked', () => {
  test('a script’s machine-even timing is saved but held off the board, the reason recorded, the client told nothing', async () => {
    const member = await publicMember('lb-script');
    // One key every 120 ms for the whole 30 s, on an issued text: faster than the person below, and perfectly even.
    const { text, ticket } = issuedTest(member.userId, 30);
    const scripted = await saveTest(member.client, typedSteadily(text, text, { stepMs: 120, durationSeconds: 30 }), {
      ticket,
    });
    const person = await saveTest(
      member.client,
      typedByPerson({ userId: member.userId, durationSeconds: 30, pace: [350, 700] }),
    );
    expect(scripted.wpm).toBeGreaterThan(person.wpm);
    await ranked(person.id);
    expect((await storedResult(scripted.id))?.heldBack).toEqual(['even-rhythm']);
    expect((await storedResult(person.id))?.heldBack).toBeUndefined();
    expect(await entries().countDocuments({ resultId: scripted.id })).toBe(0);
    const row = (await board('kind=time-30')).rows.find((r) => r.displayName === member.displayName);
    expect(row).toMatchObject({ wpm: person.wpm });
    // It is still the member's own result: in their history and personal bests.
    const history = (await member.client.get('/api/result/history')).body as { items: { id: string }[] };
    expect(history.items.map((item) => item.id)).toContain(scripted.id);
  });

  test('no key log, a log ending off the reported time, a timed test stopped early: saved, held back, each for its reason', async () => {
    const member = await publicMember('lb-forged');
    const { userId } = member;
    const { keyLog: _none, ...withoutLog } = typedByPerson({ userId, seed: 2 });
    const noLog = await saveTest(member.client, withoutLog as TypingResult);
    // A 60 s test reported as 59.9 s, its WPM recomputed to match: within a WPM of what the log gives.
    const genuine = typedByPerson({ userId, seed: 4 });
    const presses = { correctPresses: genuine.correctPresses, wrongPresses: genuine.wrongKeyPresses.length };
    const shifted = {
      ...genuine,
      ...recomputeResult({ ...genuine, elapsedSeconds: 59.9 }, presses),
      elapsedSeconds: 59.9,
    };
    const offTime = await saveTest(member.client, shifted);
    const issued = issuedTest(userId, 60);
    const short = issued.text.slice(0, 40);
    const early = await saveTest(
      member.client,
      typedWithGaps(issued.text, short, humanGaps(short.length, { seed: 6, fastestMs: 250, slowestMs: 500 })),
      { ticket: issued.ticket },
    );
    const control = await saveTest(member.client, typedByPerson({ userId, seed: 7, pace: [600, 900] }));
    await ranked(control.id);
    expect((await storedResult(noLog.id))?.heldBack).toEqual(['no-key-log']);
    expect((await storedResult(offTime.id))?.heldBack).toEqual(['log-end-mismatch', 'ended-early']);
    expect((await storedResult(early.id))?.heldBack).toEqual(['ended-early']);
    for (const id of [noLog.id, offTime.id, early.id]) {
      expect(await entries().countDocuments({ resultId: id })).toBe(0);
    }
  });

  test('a log that contradicts the reported figures is a 422 that stores nothing', async () => {
    const { client } = await signedIn(stack, 'lb-contradicted');
    // The same text typed to its end by two people; the faster one's figures over the slower one's log.
    const fast = typedWithGaps(PHRASE, PHRASE, humanGaps(PHRASE.length, { seed: 8, fastestMs: 150, slowestMs: 300 }));
    const slow = typedWithGaps(PHRASE, PHRASE, humanGaps(PHRASE.length, { seed: 9, fastestMs: 300, slowestMs: 600 }));
    expect(fast.userInput).toBe(slow.userInput);
    expect(fast.wpm).toBeGreaterThan(slow.wpm + 1);
    const answer = await client.post('/api/result/saveresult', {
      ...fast,
      keyLog: slow.keyLog,
      clientId: randomUUID(),
    });
    expect(answer).toMatchObject({ status: 422, body: { code: ErrorCode.ResultRejected } });
    expect(JSON.stringify(answer.body)).not.toMatch(/keyLog|log-|wpm-mismatch/);
    expect(((await client.get('/api/result/history')).body as { total: number }).total).toBe(0);
    // The same figures with their own log are stored.
    await saveTest(client, fast);
  });

  test('a key log that is not a string, not a log or too big is a 400 that names it and stores nothing', async () => {
    const { client } = await signedIn(stack, 'lb-badlog');
    const typed = typedByPerson();
    const tooLong = `a0.b${(600_000).toString(36)}.`;
    // 'a1.' × 20,001 is over the 60,000 characters (and under the 100 kB body); × 15,001 over the 15,000 keys.
    for (const keyLog of [
      42,
      ['a0.'],
      { $gt: '' },
      null,
      'not a log',
      'a1.'.repeat(20_001),
      'a1.'.repeat(15_001),
      tooLong,
    ]) {
      const answer = await client.post('/api/result/saveresult', { ...typed, clientId: randomUUID(), keyLog });
      expect(answer).toMatchObject({
        status: 400,
        body: { code: ErrorCode.ValidationFailed, message: expect.stringContaining("'keyLog'") },
      });
    }
    expect(((await client.get('/api/result/history')).body as { total: number }).total).toBe(0);
  });
});

describe('only tests the server issued rank', () => {
  const heldOf = async (id: string) => (await storedResult(id))?.heldBack;
  /** A 25-word test of `text` typed like a person to its end (the test ends with its last word). */
  const wordTest = (text: string, pace: [number, number] = [70, 110], gaps?: number[]) =>
    typedWithGaps(text, text, gaps ?? humanGaps(text.length, { seed: 11, fastestMs: pace[0], slowestMs: pace[1] }), {
      options: { mode: 'words', wordCount: 25, punctuation: false, numbers: false },
    });
  const issueVia = async (client: Client, kind: string) => {
    const answer = await client.post('/api/leaderboards/tests', { kind });
    expect(answer.status).toBe(200);
    return answer.body as RankedTest;
  };

  test('"a a a …" typed at a person’s pace is saved and never ranks, ticket or not', async () => {
    const member = await publicMember('lb-aaa');
    const forged = wordTest(Array.from({ length: 25 }, () => 'a').join(' '));
    expect(forged.wpm).toBeGreaterThan(300);
    const bare = await saveTest(member.client, forged);
    const { ticket } = await issueVia(member.client, 'words-25');
    const withTicket = await saveTest(member.client, forged, { ticket });
    expect(await heldOf(bare.id)).toEqual(['no-ticket']);
    expect(await heldOf(withTicket.id)).toEqual(['ticket-other-text', 'ticket-too-soon']);
    // The same member's issued test, typed at the same pace, ranks (the control).
    const control = typedByPerson({ userId: member.userId, durationSeconds: 30 });
    await ranked((await saveTest(member.client, control)).id);
    for (const id of [bare.id, withTicket.id]) expect(await entries().countDocuments({ resultId: id })).toBe(0);
  });

  test('a script’s real words at 28/40/41 ms is too fast, on an issued text', async () => {
    const member = await publicMember('lb-fastscript');
    const { text, ticket } = issuedTest(member.userId, 30);
    const gaps = Array.from({ length: text.length }, (_, i) => [28, 40, 41][i % 3]!);
    const script = typedWithGaps(text, text, gaps, { durationSeconds: 30 });
    const saved = await saveTest(member.client, script, { ticket });
    expect(await heldOf(saved.id)).toEqual(['too-fast']);
  });

  test('a ticket ranks one result: a retry of it still does, another result does not', async () => {
    const member = await publicMember('lb-once');
    const first = typedByPerson({ userId: member.userId, durationSeconds: 30, seed: 12 });
    const clientId = randomUUID();
    const saved = await saveTest(member.client, first, { clientId });
    const retry = await saveTest(member.client, first, { clientId });
    expect(retry.id).toBe(saved.id);
    const again = await saveTest(member.client, first);
    await ranked(saved.id);
    expect(await heldOf(saved.id)).toBeUndefined();
    expect(await heldOf(again.id)).toEqual(['ticket-used']);
  });

  test('another member’s, a tampered, a stale ticket, one for another test, or a save sooner than the test took', async () => {
    const member = await publicMember('lb-tickets');
    const other = await publicMember('lb-tickets2');
    const { userId } = member;
    const typedOn = (issued: { text: string; ticket: string }) => ({
      ...typedWithGaps(
        issued.text,
        issued.text,
        humanGaps(issued.text.length, { seed: 3, fastestMs: 300, slowestMs: 600 }),
        {
          durationSeconds: 30,
        },
      ),
      ticket: issued.ticket,
    });
    const othersTicket = typedOn(issuedTest(other.userId, 30));
    const good = issuedTest(userId, 30);
    const tampered = {
      ...typedOn(good),
      ticket: good.ticket.replace(/\.(\d+)\./, (_m, seed: string) => `.${Number(seed) + 1}.`),
    };
    const stale = typedOn(issuedTest(userId, 30, 61 * 60_000));
    const otherKind = { ...typedOn(issuedTest(userId, 60)) };
    const tooSoon = typedOn(issuedTest(userId, 30, 5_000));
    const holds = [];
    for (const result of [othersTicket, tampered, stale, otherKind, tooSoon]) {
      holds.push(await heldOf((await saveTest(member.client, result)).id));
    }
    expect(holds).toEqual([
      ['ticket-forged'],
      ['ticket-forged'],
      ['ticket-stale'],
      ['ticket-other-test'],
      ['ticket-too-soon'],
    ]);
    // A ticket that is not a string, or too long, is a 400 that stores nothing.
    for (const ticket of [42, { $gt: '' }, 'x'.repeat(201)]) {
      const answer = await member.client.post('/api/result/saveresult', { ...stale, clientId: randomUUID(), ticket });
      expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining('ticket') } });
    }
    expect(((await member.client.get('/api/result/history')).body as { total: number }).total).toBe(5);
  });

  test('a test issued through the API, typed at a person’s pace and saved once its time has passed, ranks', async () => {
    const member = await publicMember('lb-issued');
    const test = await issueVia(member.client, 'words-25');
    expect(test).toMatchObject({ kind: 'words-25', seed: expect.any(Number), ticket: expect.any(String) });
    const typed = wordTest(rankedTestText('words-25', test.seed), [90, 160]);
    // The save comes when a person would have finished: the test's own time after it was issued.
    const finishesAt = Date.parse(test.issuedAt) + typed.elapsedSeconds * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, finishesAt - Date.now())));
    const saved = await saveTest(member.client, typed, { ticket: test.ticket });
    await ranked(saved.id);
    expect(await heldOf(saved.id)).toBeUndefined();
    const row = (await board('kind=words-25')).rows.find((r) => r.displayName === member.displayName);
    expect(row).toMatchObject({ netWpm: saved.netWpm, wpm: saved.wpm });
  });

  test('issuing a test needs a session and a board’s kind, nothing else', async () => {
    expect(await new Client(stack.base).post('/api/leaderboards/tests', { kind: 'time-30' })).toMatchObject({
      status: 401,
    });
    const { client } = await signedIn(stack, 'lb-issue-bad');
    for (const body of [{}, { kind: 'time-120' }, { kind: 'time-30', seed: 1 }, { kind: { $ne: '' } }, { kind: 30 }]) {
      expect(await client.post('/api/leaderboards/tests', body)).toMatchObject({
        status: 400,
        body: { code: ErrorCode.ValidationFailed, message: expect.any(String) },
      });
    }
  });
});

describe('operators', () => {
  const ACTIONS = '/api/operator/board-actions';
  const token = () => stack.env.OPERATOR_TOKENS!.split(':').slice(1).join(':');
  const asOperator = (body: unknown, bearer = token()) =>
    new Client(stack.base).post(ACTIONS, body, { authorization: `Bearer ${bearer}` });
  const operatorActions = () => stack.db.useDb(databaseName(PREFIX, 'results')).collection('board_operator_actions');
  const onBoard = async (displayName: string, query = 'kind=time-30') => (await namesOn(query)).includes(displayName);

  test('take a result off the boards and put it back; each action recorded with who and why', async () => {
    const member = await publicMember('lb-op-result');
    const saved = await saveTest(member.client, typedByPerson({ userId: member.userId, durationSeconds: 30 }));
    await ranked(saved.id);
    expect(await onBoard(member.displayName)).toBe(true);

    const reason = 'Typed by a macro, reported by two members';
    const removed = await asOperator({
      action: 'remove-result',
      displayName: member.displayName,
      kind: 'time-30',
      reason,
    });
    expect(removed).toMatchObject({
      status: 200,
      body: { action: 'remove-result', userId: member.userId, resultId: saved.id, changed: true },
    });
    expect(await onBoard(member.displayName)).toBe(false);
    expect(await onBoard(member.displayName, 'kind=time-30&period=daily')).toBe(false);
    expect((await storedResult(saved.id))?.heldBack).toEqual(['operator']);
    // The public page shows no best that may not rank.
    const profile = await new Client(stack.base).get(`/api/community/profiles/${member.displayName}`);
    expect(profile.body).toMatchObject({ tests: 1, personalBests: [] });
    expect(await operatorActions().findOne({ resultId: saved.id, action: 'remove-result' })).toMatchObject({
      operator: 'dev-operator',
      reason,
      userId: member.userId,
      changed: true,
    });

    const restored = await asOperator({ action: 'restore-result', resultId: saved.id, reason: 'Checked: a person' });
    expect(restored).toMatchObject({ status: 200, body: { changed: true } });
    await eventually('the result back on the board', async () => {
      if (!(await onBoard(member.displayName))) throw new Error('not yet');
    });
    expect((await storedResult(saved.id))?.heldBack).toEqual([]);
  });

  test('take a member off the boards: their rows go, new results do not place them, putting back places them', async () => {
    const member = await publicMember('lb-op-member');
    const first = await saveTest(member.client, typedByPerson({ userId: member.userId, durationSeconds: 30 }));
    await ranked(first.id);
    const removed = await asOperator({ action: 'remove-member', displayName: member.displayName, reason: 'Cheating' });
    expect(removed).toMatchObject({ status: 200, body: { changed: true } });
    expect(await onBoard(member.displayName)).toBe(false);
    expect(await myRank(member.client, 'kind=time-30')).toMatchObject({ place: null });

    const later = await saveTest(member.client, typedByPerson({ userId: member.userId, durationSeconds: 60 }));
    await ranked(later.id);
    expect(await entries().countDocuments({ resultId: later.id, listed: false })).toBe(2);
    expect(await onBoard(member.displayName, 'kind=time-60')).toBe(false);
    // Appearing again under another name does not put them back either.
    const renamed = `again_${randomUUID().slice(0, 6)}`;
    expect((await member.client.send('PUT', '/api/account/public-profile', { displayName: renamed })).status).toBe(200);
    expect(await onBoard(renamed, 'kind=time-60')).toBe(false);
    expect((await asOperator({ action: 'remove-member', displayName: renamed, reason: 'Again' })).body).toMatchObject({
      changed: false,
    });

    expect((await asOperator({ action: 'restore-member', displayName: renamed, reason: 'Appeal upheld' })).status).toBe(
      200,
    );
    expect(await onBoard(renamed)).toBe(true);
    expect(await onBoard(renamed, 'kind=time-60')).toBe(true);
  });

  test('only an operator’s token; every bad action is a 4xx that changes nothing', async () => {
    const member = await publicMember('lb-op-refuse');
    const body = { action: 'remove-member', displayName: member.displayName, reason: 'No reason at all' };
    expect(await new Client(stack.base).post(ACTIONS, body)).toMatchObject({
      status: 401,
      body: { code: ErrorCode.Unauthorized },
    });
    expect(await asOperator(body, `${token()}x`)).toMatchObject({ status: 401 });
    // A member's session is no operator's credential.
    expect(await member.client.post(ACTIONS, body)).toMatchObject({ status: 401 });
    for (const bad of [
      {},
      { ...body, action: 'delete-member' },
      { ...body, reason: '' },
      { ...body, extra: 1 },
      { ...body, displayName: { $ne: '' } },
      { action: 'remove-result', displayName: member.displayName, reason: 'Kind missing' },
      { action: 'restore-result', resultId: 42, reason: 'Wrong type' },
    ]) {
      expect(await asOperator(bad)).toMatchObject({ status: 400, body: { code: ErrorCode.ValidationFailed } });
    }
    expect(await asOperator({ ...body, displayName: 'nobody_here_at_all' })).toMatchObject({ status: 404 });
    expect(
      await asOperator({ action: 'remove-result', displayName: member.displayName, kind: 'time-60', reason: 'None' }),
    ).toMatchObject({ status: 404, body: { message: 'That member has no row on that board.' } });
    expect(await asOperator({ action: 'restore-result', resultId: 'nope', reason: 'None there' })).toMatchObject({
      status: 404,
    });
    expect(await operatorActions().countDocuments({ userId: member.userId })).toBe(0);
  });
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
