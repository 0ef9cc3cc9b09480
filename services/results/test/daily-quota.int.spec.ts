/**
 * The daily save quota over the real stack, with two results services sharing the load:
 * a member saves at most DAILY_SAVES_CAP distinct results an India day; past it a save is a 429
 * with a message and Retry-After that stores and counts nothing, while a retry of a stored result
 * still answers as a retry and is not counted twice.
 */
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import {
  DAILY_SAVES_CAP,
  ErrorCode,
  Messages,
  nextIndiaMidnight,
  type PublicUser,
  type SaveResultCommand,
  Subjects,
} from '@typing/contracts';
import { createService } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core/testing';
import { type Client, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { resultsService } from '../src/results.definition';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

const SAMPLE = 'the quick brown fox jumps over the lazy dog';
let booted: ResultsStack;
let replica: INestMicroservice;

beforeAll(async () => {
  booted = await bootResultsStack('it_daily_quota', 6);
  replica = await createService(resultsService, booted.stack.env);
  await replica.listen();
});
afterAll(async () => {
  await replica?.close();
  await booted?.close();
});
beforeEach(() => resetLimits(booted.stack.redis));

const result = (clientId = randomUUID()) => ({ ...typedSteadily(SAMPLE, SAMPLE, { stepMs: 120 }), clientId });
const save = (client: Client, body: unknown) => client.post('/api/result/saveresult', body);

/** Saves straight over NATS (as the gateway does), `parallel` at a time; answers how many were created. */
async function saveOverNats(userId: string, count: number, parallel = 25): Promise<number> {
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const data: SaveResultCommand = { userId, result: result() };
      const subject = Subjects.results.save;
      const reply = await booted.nats.request(subject, JSON.stringify({ pattern: subject, data, id: randomUUID() }), {
        timeout: 30_000,
      });
      const { response } = reply.json() as { response?: { created?: boolean } };
      if (response?.created) created += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return created;
}

test('past the day’s quota a save is a 429 that stores nothing; a retry of a stored result is still a retry', async () => {
  const { client } = await signedIn(booted.stack, 'quota');
  const userId = ((await client.get('/api/auth/me')).body as PublicUser)._id;
  const stored = () => booted.db.collection('results').countDocuments({ userId });
  const tests = async () => (await booted.db.collection('user_totals').findOne({ _id: userId as never }))?.tests;

  const first = result();
  expect((await save(client, first)).status).toBe(200);
  // A retry of a counted result does not use the day's room up.
  expect(await save(client, first)).toMatchObject({ status: 200, body: { created: false } });
  expect(await saveOverNats(userId, DAILY_SAVES_CAP - 5)).toBe(DAILY_SAVES_CAP - 5);

  // Eight new results at once, across both services: exactly the four left are stored.
  const bodies = Array.from({ length: 8 }, () => result());
  const answers = await Promise.all(bodies.map((body) => save(client, body)));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  const midnight = Math.ceil((nextIndiaMidnight(new Date()).getTime() - Date.now()) / 1000);
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(answer.body).toEqual({
      status: 429,
      code: ErrorCode.DailySavesReached,
      message: Messages.dailySavesReached,
    });
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(midnight - 60);
    expect(retryAfter).toBeLessThanOrEqual(midnight + 1);
  }
  expect(await stored()).toBe(DAILY_SAVES_CAP);
  expect(await tests()).toBe(DAILY_SAVES_CAP);

  // At the cap: a stored result's retry answers as a retry, a refused one stays refused.
  const kept = bodies[answers.findIndex((a) => a.status === 200)]!;
  const refused = bodies[answers.findIndex((a) => a.status === 429)]!;
  expect(await save(client, kept)).toMatchObject({ status: 200, body: { created: false } });
  expect(await save(client, { ...kept, clientId: kept.clientId.toUpperCase() })).toMatchObject({
    status: 200,
    body: { created: false },
  });
  expect(await save(client, refused)).toMatchObject({ status: 429, body: { code: ErrorCode.DailySavesReached } });
  // A result stored on an earlier day, sent again now (a retry across midnight): still a retry.
  const yesterdays = result();
  const copy = (await booted.db.collection('results').findOne({ _id: `${userId}:${kept.clientId}` as never }))!;
  await booted.db.collection('results').insertOne({
    ...copy,
    _id: `${userId}:${yesterdays.clientId}` as never,
    clientId: yesterdays.clientId,
    createdAt: new Date(Date.now() - 86_400_000),
  });
  expect(await save(client, yesterdays)).toMatchObject({ status: 200, body: { created: false } });
  await booted.db.collection('results').deleteOne({ _id: `${userId}:${yesterdays.clientId}` as never });
  expect(await stored()).toBe(DAILY_SAVES_CAP);
  expect(await tests()).toBe(DAILY_SAVES_CAP);

  // Another member is not held back by it.
  const { client: other } = await signedIn(booted.stack, 'quota-other');
  expect(await save(other, result())).toMatchObject({ status: 200, body: { created: true } });
});

test('bad input is a 400 that neither stores nor uses the quota', async () => {
  const { client } = await signedIn(booted.stack, 'quota-bad');
  const userId = ((await client.get('/api/auth/me')).body as PublicUser)._id;
  for (const body of [{}, { ...result(), wpm: 'fast' }, { ...result(), clientId: { $ne: 1 } }]) {
    expect((await save(client, body)).status).toBe(400);
  }
  expect(await booted.db.collection('results').countDocuments({ userId })).toBe(0);
});
