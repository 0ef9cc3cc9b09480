/**
 * Hindi lessons over the real stack: HTTP → gateway → NATS → results service → MongoDB engine. A
 * member's Hindi progress is kept per layout (the layout's key order over the Hindi word list, as the
 * browser builds it), beside the English one; a key that is not a key id of the layout, or Hindi
 * without a layout, is a 400 naming the field that stores nothing; deleting the account deletes
 * every layout's progress.
 */
import { randomUUID } from 'node:crypto';
import { type LessonProgressDto, type PublicUser, Subjects } from '@typing/contracts';
import { newLessonProgress } from '@typing/typing-core';
import { HOME_ROW_CODES } from '@typing/typing-core/hindi';
import type { Connection } from 'mongoose';
import { type AuthStack, Client, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { lessonLanguageOf } from '../src/lessons/lesson-languages';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

let stack: AuthStack;
let db: Connection;
let rpc: ResultsStack['rpc'];
let booted: ResultsStack | undefined;
beforeAll(async () => {
  booted = await bootResultsStack('it_lessons_hindi', 14);
  ({ stack, db, rpc } = booted);
});
afterAll(() => booted?.close());
beforeEach(() => resetLimits(stack.redis));

/** A lesson on a layout typing each key 10 times at 200 ms a press (60 WPM), without errors. */
const lesson = (layout: string | undefined, keys: readonly string[] = HOME_ROW_CODES) => ({
  clientId: randomUUID(),
  targetWpm: 35,
  language: 'hi',
  ...(layout ? { layout } : {}),
  keys: keys.map((key) => ({ key, samples: 10, totalMs: 2000, misses: 0 })),
});
const progress = async (client: Client, query: string) => {
  const answer = await client.get(`/api/lessons${query}`);
  expect(answer.status).toBe(200);
  return answer.body as LessonProgressDto;
};
const userId = async (client: Client) => ((await client.get('/api/auth/me')).body as PublicUser)._id;
const storedIds = async (id: string) =>
  (await db.collection('lesson_progress').find({}).toArray())
    .map((doc) => String(doc._id))
    .filter((docId) => docId === id || docId.startsWith(`${id}:`))
    .sort();

test('a Hindi lesson typed well unlocks the next key of its layout, in that layout’s progress only', async () => {
  const { client } = await signedIn(stack, 'hindi-lessons');
  const fresh = newLessonProgress(undefined, lessonLanguageOf({ language: 'hi', layout: 'inscript' }));
  expect(fresh.keysInPlay).toBe(HOME_ROW_CODES.length);
  expect(await progress(client, '?language=hi&layout=inscript')).toEqual(fresh);

  const saved = await client.post('/api/lessons', lesson('inscript'));
  expect(saved).toMatchObject({ status: 200, body: { lessons: 1, keysInPlay: HOME_ROW_CODES.length + 1 } });
  const keys = (saved.body as LessonProgressDto).keys.map((figures) => figures.key).sort();
  expect(keys).toEqual([...HOME_ROW_CODES].sort());
  expect(await progress(client, '?language=hi&layout=inscript')).toEqual(saved.body);

  // The same keys on another layout are that layout's own progress; English has not moved.
  expect(await progress(client, '?language=hi&layout=remington-gail')).toEqual(fresh);
  expect(await progress(client, '')).toEqual(newLessonProgress());

  // A Shift-layer key of the layout is kept before it joins; the target is the layout's own.
  const shifted = await client.post('/api/lessons', lesson('inscript', ['KeyK', 'Shift+KeyK']));
  expect((shifted.body as LessonProgressDto).keys.map((figures) => figures.key)).toContain('Shift+KeyK');
  const target = await client.send('PUT', '/api/lessons/target', {
    targetWpm: 20,
    language: 'hi',
    layout: 'inscript',
  });
  expect(target).toMatchObject({ status: 200, body: { targetWpm: 20, lessons: 2 } });
  expect((await progress(client, '?language=hi&layout=krutidev')).targetWpm).toBe(fresh.targetWpm);
});

test('a key that is not the layout’s, or Hindi without a layout, is a 400 naming the field that stores nothing', async () => {
  const { client } = await signedIn(stack, 'hindi-lessons-bad');
  const id = await userId(client);
  const refused: [object, string][] = [
    [lesson('inscript', ['KeyK', 'e']), 'keys'],
    [lesson('inscript', ['Space']), 'keys'],
    [lesson('inscript', ['AltGr+KeyX']), 'keys'],
    [lesson(undefined), 'layout'],
    [lesson('dvorak'), 'layout'],
    [{ ...lesson('inscript'), language: 'en' }, 'layout'],
  ];
  for (const [body, field] of refused) {
    const answer = await client.post('/api/lessons', body);
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining(field) } });
  }
  for (const query of ['?language=hi', '?language=hi&layout=qwerty', '?layout=inscript']) {
    const answer = await client.get(`/api/lessons${query}`);
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining('layout') } });
  }
  const noLayout = await client.send('PUT', '/api/lessons/target', { targetWpm: 40, language: 'hi' });
  expect(noLayout.status).toBe(400);
  expect(await storedIds(id)).toEqual([]);
});

test('deleting the account deletes the progress of every language and layout', async () => {
  const { client } = await signedIn(stack, 'hindi-lessons-delete');
  const id = await userId(client);
  expect((await client.post('/api/lessons', lesson('inscript'))).status).toBe(200);
  expect((await client.post('/api/lessons', lesson('krutidev'))).status).toBe(200);
  expect(await storedIds(id)).toEqual([`${id}:hi:inscript`, `${id}:hi:krutidev`]);
  await rpc(Subjects.results.deleteUser, { userId: id });
  expect(await storedIds(id)).toEqual([]);
});
