/**
 * Members' lesson progress over the real stack: HTTP → gateway → NATS → results
 * service → MongoDB engine. One save per lesson, counted once per client id (retries, racing
 * retries), the same progress for every session of the member, only the session's own user, and
 * bad input refused with a 4xx that stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { type LessonProgressDto, type PublicUser, Subjects } from '@typing/contracts';
import { LESSON_LETTER_ORDER, newLessonProgress } from '@typing/typing-core';
import type { Connection } from 'mongoose';
import { type AuthStack, Client, PASSWORD, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

let stack: AuthStack;
let db: Connection;
let rpc: ResultsStack['rpc'];
let booted: ResultsStack | undefined;
beforeAll(async () => {
  booted = await bootResultsStack('it_lessons', 13);
  ({ stack, db, rpc } = booted);
});
afterAll(() => booted?.close());
beforeEach(() => resetLimits(stack.redis));

const FIRST_LETTERS = [...LESSON_LETTER_ORDER.slice(0, 6)];
/** A lesson typing each letter in play 10 times at `ms` a press, without errors. */
const lesson = (ms = 200, letters = FIRST_LETTERS) => ({
  clientId: randomUUID(),
  targetWpm: 35,
  keys: letters.map((key) => ({ key, samples: 10, totalMs: 10 * ms, misses: 0 })),
});
const progress = async (client: Client) => {
  const answer = await client.get('/api/lessons');
  expect(answer.status).toBe(200);
  return answer.body as LessonProgressDto;
};
const save = (client: Client, body: unknown) => client.post('/api/lessons', body);
const userId = async (client: Client) => ((await client.get('/api/auth/me')).body as PublicUser)._id;
const storedFor = (id: string) => db.collection('lesson_progress').findOne({ _id: id as never });

test('guests have no server progress', async () => {
  const guest = new Client(stack.base);
  expect((await guest.get('/api/lessons')).status).toBe(401);
  expect((await save(guest, lesson())).status).toBe(401);
  expect((await guest.send('PUT', '/api/lessons/target', { targetWpm: 50 })).status).toBe(401);
});

test('a member starts fresh; a good lesson unlocks the next letter; another session sees the same progress', async () => {
  const { client, email } = await signedIn(stack, 'lessons-two-devices');
  expect(await progress(client)).toEqual(newLessonProgress());

  const answer = await save(client, lesson());
  expect(answer.status).toBe(200);
  // 200 ms a letter is 60 WPM, without a miss: the lesson history's first entry.
  expect(answer.body).toMatchObject({ lessons: 1, keysInPlay: 7, history: [{ wpm: 60, accuracy: 100 }] });

  const otherDevice = new Client(stack.base);
  expect((await otherDevice.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  const there = await progress(otherDevice);
  expect(there).toEqual(answer.body);
  expect(there.keys.map((k) => k.key)).toEqual([...FIRST_LETTERS].sort());
});

test('a slow lesson unlocks nothing; the target speed is the member’s', async () => {
  const { client } = await signedIn(stack, 'lessons-slow');
  expect((await save(client, lesson(600))).body).toMatchObject({ lessons: 1, keysInPlay: 6 });
  const target = await client.send('PUT', '/api/lessons/target', { targetWpm: 20 });
  expect(target.status).toBe(200);
  expect(target.body).toMatchObject({ targetWpm: 20, lessons: 1, keysInPlay: 6 });
  // At 20 WPM (600 ms a key) the same figures are on target: the next lesson unlocks "s".
  expect((await save(client, { ...lesson(600), targetWpm: 20 })).body).toMatchObject({ lessons: 2, keysInPlay: 7 });
});

test('a retried save counts once, even when the retries race', async () => {
  const { client } = await signedIn(stack, 'lessons-retry');
  const body = lesson(600);
  const answers = await Promise.all(Array.from({ length: 6 }, () => save(client, body)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect((await progress(client)).lessons).toBe(1);
  expect((await save(client, body)).body).toMatchObject({ lessons: 1 });
  const e = (await progress(client)).keys.find((k) => k.key === 'e');
  expect(e).toMatchObject({ presses: 10, timed: 10 });
});

test('progress saved before the lesson history existed reads with an empty history and takes the next lesson', async () => {
  const { client } = await signedIn(stack, 'lessons-before-history');
  const id = await userId(client);
  const { history: _none, ...older } = newLessonProgress();
  await db
    .collection('lesson_progress')
    .insertOne({ _id: id, version: 1, ...older, lessons: 4, recentClientIds: [] } as never);
  expect(await progress(client)).toMatchObject({ lessons: 4, history: [] });
  expect((await save(client, lesson(300))).body).toMatchObject({ lessons: 5, history: [{ wpm: 40, accuracy: 100 }] });
});

test('a member can neither read nor change another’s progress: a userId in the body is refused', async () => {
  const { client: asha } = await signedIn(stack, 'lessons-asha');
  const { client: ravi } = await signedIn(stack, 'lessons-ravi');
  const raviId = await userId(ravi);
  expect((await save(asha, { ...lesson(), userId: raviId })).status).toBe(400);
  expect(await storedFor(raviId)).toBeNull();
  expect((await save(asha, lesson())).status).toBe(200);
  expect(await progress(ravi)).toEqual(newLessonProgress());
});

test('account deletion removes the lesson progress', async () => {
  const { client } = await signedIn(stack, 'lessons-delete');
  const id = await userId(client);
  await save(client, lesson());
  expect(await storedFor(id)).not.toBeNull();
  await rpc(Subjects.results.deleteUser, { userId: id });
  expect(await storedFor(id)).toBeNull();
});

describe('bad input gets a 4xx and stores nothing', () => {
  let client: Client;
  let id: string;
  beforeAll(async () => {
    ({ client } = await signedIn(stack, 'lessons-fuzz'));
    id = await userId(client);
  });

  const good = () => lesson();
  const withKey = (entry: object) => ({ ...good(), keys: [entry] });
  const cases: [string, () => unknown, number][] = [
    ['a missing client id', () => ({ ...good(), clientId: undefined }), 400],
    ['a client id that is not a UUID', () => ({ ...good(), clientId: 'abc' }), 400],
    ['a target speed as a string', () => ({ ...good(), targetWpm: '35' }), 400],
    ['a target speed out of range', () => ({ ...good(), targetWpm: 1000 }), 400],
    ['no letters', () => ({ ...good(), keys: [] }), 400],
    ['keys as an object keyed by letter', () => ({ ...good(), keys: { e: 10 } }), 400],
    ['a letter twice', () => ({ ...good(), keys: [...good().keys, good().keys[0]] }), 400],
    ['a key that is not a lesson letter', () => withKey({ key: '$', samples: 1, totalMs: 100, misses: 0 }), 400],
    ['a multi-character key', () => withKey({ key: 'ee', samples: 1, totalMs: 100, misses: 0 }), 400],
    ['negative presses', () => withKey({ key: 'e', samples: -1, totalMs: 100, misses: 0 }), 400],
    ['fractional presses', () => withKey({ key: 'e', samples: 1.5, totalMs: 100, misses: 0 }), 400],
    ['more presses than a lesson has', () => withKey({ key: 'e', samples: 100_000, totalMs: 100, misses: 0 }), 400],
    ['a $-key inside a letter', () => withKey({ key: 'e', samples: 1, totalMs: 100, misses: 0, $inc: 5 }), 400],
    ['a top-level $-key', () => ({ ...good(), $where: 'sleep(1000)' }), 400],
    ['an unknown field (progress claimed directly)', () => ({ ...good(), keysInPlay: 26 }), 400],
    ['a body over the size limit', () => ({ ...good(), padding: 'a'.repeat(2_000_000) }), 413],
  ];

  test.each(cases)('%s', async (_name, body, status) => {
    const answer = await save(client, body());
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ message: expect.any(String) });
    expect(await storedFor(id)).toBeNull();
  });

  test.each([
    ['no target', {}],
    ['a target below the range', { targetWpm: 0 }],
    ['an unknown field', { targetWpm: 40, keysInPlay: 26 }],
  ])('the target speed refuses %s', async (_name, body) => {
    const answer = await client.send('PUT', '/api/lessons/target', body);
    expect(answer.status).toBe(400);
    expect(await storedFor(id)).toBeNull();
  });
});
