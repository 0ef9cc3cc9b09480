/**
 * A batch of saves of many members: every member's sessions and days are listed by
 * one bulk write per collection for the whole batch, buckets of the ring written for the first time
 * are inserted whole, and a bucket that is not where the batch expects it (missing after a crash,
 * or there already) is still written. Real results service, NATS and MongoDB engine.
 */
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { type SaveResultCommand, type SaveResultResponse, Subjects } from '@typing/contracts';
import { type KeyEma } from '@typing/typing-core';
import { typedSteadily } from '@typing/typing-core/testing';
import { Types, type Connection } from 'mongoose';
import { encodeFigures, figuresOf } from '../src/statistics/key-figures';
import type { UserStats } from '../src/statistics/user-stats.schema';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

const SAMPLE = 'the quick brown fox jumps over the lazy dog';
const MEMBERS = 12;

let db: Connection;
let nats: NatsConnection;
let booted: ResultsStack | undefined;
beforeAll(async () => {
  booted = await bootResultsStack('it_batch_listing', 11);
  ({ db, nats } = booted);
});
afterAll(() => booted?.close());

async function save(userId: string): Promise<string> {
  const subject = Subjects.results.save;
  const data: SaveResultCommand = {
    userId,
    result: { ...typedSteadily(SAMPLE, SAMPLE, { stepMs: 120 }), clientId: randomUUID() },
  };
  const reply = await nats.request(subject, JSON.stringify({ pattern: subject, data, id: randomUUID() }), {
    timeout: 30_000,
  });
  const { response, err } = reply.json() as { response?: SaveResultResponse; err?: unknown };
  if (!response?.created) throw new Error(`save refused: ${JSON.stringify(err ?? response)}`);
  return `${userId}:${data.result.clientId}`;
}

/** `perMember` saves of each member, all sent at once (so batches hold many members, several saves each). */
const saveAtOnce = (members: string[], perMember: number) =>
  Promise.all(members.map((userId) => Promise.all(Array.from({ length: perMember }, () => save(userId)))));

/** The member's ring of recent sessions, slot by slot (null where none is listed). */
async function ring(userId: string): Promise<(string | null)[]> {
  const buckets = await db
    .collection('user_sessions')
    .find({ _id: { $in: Array.from({ length: 6 }, (_, b) => `${userId}:${b}`) as never[] } })
    .toArray();
  const slots: (string | null)[] = Array.from({ length: 30 }, () => null);
  for (const bucket of buckets) {
    const b = Number(String(bucket._id).split(':')[1]);
    (bucket.sessions as ({ id: string } | null)[]).forEach((entry, i) => (slots[b * 5 + i] = entry?.id ?? null));
  }
  return slots;
}

/** Another replica's save of the member: the figures as stored, with its own recent figures, the next version. */
async function anotherReplicaWrites(userId: string, recentKeys: KeyEma[]): Promise<void> {
  const stored = (await db.collection('user_stats').findOne<UserStats>({ _id: userId as never }))!;
  const figures = encodeFigures({ ...figuresOf(stored), recentKeys });
  await db
    .collection('user_stats')
    .updateOne({ _id: userId as never }, { $set: { figures, recentKeysVersion: stored.recentKeysVersion! + 1 } });
}

const daysOf = (userId: string) => db.collection('user_days').find({ userId }).toArray();
const totalsOf = (userId: string) => db.collection('user_totals').findOne({ _id: userId as never });

test('saves of many members at once are each listed in their ring and their day, and counted once', async () => {
  const members = Array.from({ length: MEMBERS }, () => new Types.ObjectId().toHexString());
  const first = await saveAtOnce(members, 7);
  const second = await saveAtOnce(members, 30); // the ring goes round: slots written again, in bulk

  for (const [m, userId] of members.entries()) {
    expect((await totalsOf(userId))?.tests).toBe(37);
    const slots = await ring(userId);
    expect(slots.every((slot) => slot !== null)).toBe(true);
    // The newest 30 are listed: every one of the second wave, none of the first.
    expect(new Set(slots)).toEqual(new Set(second[m]));
    expect(slots.some((slot) => first[m]!.includes(slot!))).toBe(false);
    const days = await daysOf(userId);
    expect(days.reduce((sum, day) => sum + (day.tests as number), 0)).toBe(37);
    expect(days[0]).toMatchObject({ userId, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const stats = await db.collection('user_stats').findOne({ _id: userId as never });
    expect(stats?.tests).toBe(37);
  }
});

test('a bucket missing where the ring was full (a crash before its first listing) is created by the next save', async () => {
  const userId = new Types.ObjectId().toHexString();
  await saveAtOnce([userId], 30);
  await db.collection('user_sessions').deleteOne({ _id: `${userId}:1` as never });
  // Sessions 31–36 go to slots 0–5: slot 5 is the first of the missing bucket 1, written again with it.
  await saveAtOnce([userId], 6);
  const latest = await save(userId);
  const slots = await ring(userId);
  expect(slots[6]).toBe(latest);
  expect(slots.slice(5, 10).filter((slot) => slot !== null)).toEqual([slots[5], latest]);
});

test('a bucket already there when its first session is listed is written, not lost to the duplicate', async () => {
  const userId = new Types.ObjectId().toHexString();
  await db.collection('user_sessions').insertOne({ _id: `${userId}:0` as never, sessions: [null, null] });
  const [[id]] = await saveAtOnce([userId], 1);
  expect((await ring(userId))[0]).toBe(id);
  expect((await daysOf(userId))[0]?.tests).toBe(1);
});

test('a batch writes its members’ key figures in one bulk; a member whose figures moved meanwhile is read again, and every key is counted once', async () => {
  const members = Array.from({ length: 6 }, () => new Types.ObjectId().toHexString());
  await saveAtOnce(members, 1); // this process now remembers each member's figures (version 1)
  // Another replica's save for two of them: its own figures, the next version.
  const moved = members.slice(0, 2);
  const theirs = [{ key: 'q', meanMs: 700, errorShare: 0, timed: 30, presses: 30 }];
  for (const userId of moved) await anotherReplicaWrites(userId, theirs);

  await saveAtOnce(members, 3);

  // 'o' is typed four times in the sample, timed each time, in each of the four saves.
  for (const userId of members) {
    const stats = (await db.collection('user_stats').findOne<UserStats>({ _id: userId as never }))!;
    expect(stats.tests).toBe(4);
    const figures = figuresOf(stats);
    expect(figures.timings.find((t) => t.key === 'o')).toMatchObject({ samples: 16 });
    const q = figures.recentKeys.find((k) => k.key === 'q');
    // Counted into the other replica's figures (30 presses of q, then one per save), not written over them.
    if (moved.includes(userId)) expect(q?.presses).toBe(33);
    else expect(q?.presses).toBe(4);
  }
  // The members this process remembered were written by a bulk write, which leaves its mark.
  const unmoved = await db
    .collection('user_stats')
    .find({ _id: { $in: members.slice(2) as never[] } })
    .toArray();
  expect(unmoved.every((stats) => Object.keys(stats.recentKeysMarks ?? {}).length > 0)).toBe(true);
});
