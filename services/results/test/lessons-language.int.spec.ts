/**
 * Lessons in a second language over the real stack: HTTP → gateway → NATS → results
 * service → MongoDB engine. A member's Spanish progress is its own (Spanish letter order, its own
 * target speed), beside the English one; a letter the language does not teach and a language we do
 * not offer are 400s that store nothing; deleting the account deletes every language's progress.
 * Spanish tests' ñ shows among the member's key figures but not in AI practice's (English) weakest keys.
 */
import { randomUUID } from 'node:crypto';
import { type LessonProgressDto, type PerformanceSummary, type PublicUser, Subjects } from '@typing/contracts';
import { spanishFrequencyList } from '@typing/practice-content';
import { LESSON_LANGUAGES, newLessonProgress } from '@typing/typing-core';
import { typedSteadily } from '@typing/typing-core/testing';
import type { Connection } from 'mongoose';
import { type AuthStack, Client, resetLimits, signedIn } from '../../../gateway/test/auth-helpers';
import { bootResultsStack, type ResultsStack } from './results-test-kit';

let stack: AuthStack;
let db: Connection;
let rpc: ResultsStack['rpc'];
let booted: ResultsStack | undefined;
beforeAll(async () => {
  booted = await bootResultsStack('it_lessons_language', 3);
  ({ stack, db, rpc } = booted);
});
afterAll(() => booted?.close());
beforeEach(() => resetLimits(stack.redis));

const SPANISH_ORDER = LESSON_LANGUAGES.es.letterOrder;
/** A lesson typing each of the first six letters 10 times at 200 ms a press (60 WPM), without errors. */
const lesson = (language: string | undefined, letters = [...SPANISH_ORDER.slice(0, 6)]) => ({
  clientId: randomUUID(),
  targetWpm: 35,
  ...(language ? { language } : {}),
  keys: letters.map((key) => ({ key, samples: 10, totalMs: 2000, misses: 0 })),
});
const progress = async (client: Client, query = '') => {
  const answer = await client.get(`/api/lessons${query}`);
  expect(answer.status).toBe(200);
  return answer.body as LessonProgressDto;
};
const userId = async (client: Client) => ((await client.get('/api/auth/me')).body as PublicUser)._id;
const storedIds = async (id: string) =>
  (
    await db
      .collection('lesson_progress')
      .find({ _id: { $in: [id, `${id}:es`] } as never })
      .toArray()
  ).map((d) => d._id);

test('Spanish lessons keep their own progress, in Spanish letter order, beside the English one', async () => {
  const { client } = await signedIn(stack, 'lecciones');
  expect(await progress(client, '?language=es')).toEqual(newLessonProgress());

  const saved = await client.post('/api/lessons', lesson('es'));
  expect(saved).toMatchObject({ status: 200, body: { lessons: 1, keysInPlay: 7 } });
  // The seventh Spanish letter joins, and the English progress has not moved.
  expect(SPANISH_ORDER[6]).toBe('r');
  expect(await progress(client, '?language=es')).toEqual(saved.body);
  expect(await progress(client)).toEqual(newLessonProgress());
  expect(await progress(client, '?language=en')).toEqual(newLessonProgress());

  // ñ is a Spanish letter: its figures are kept even before it joins.
  const nye = await client.post('/api/lessons', lesson('es', ['e', 'ñ']));
  expect((nye.body as LessonProgressDto).keys.map((k) => k.key)).toContain('ñ');

  const target = await client.send('PUT', '/api/lessons/target', { targetWpm: 20, language: 'es' });
  expect(target).toMatchObject({ status: 200, body: { targetWpm: 20, lessons: 2 } });
  expect((await progress(client)).targetWpm).toBe(newLessonProgress().targetWpm);
});

test('a letter the language does not teach, or a language we do not offer, is a 400 that stores nothing', async () => {
  const { client } = await signedIn(stack, 'lecciones-mal');
  const id = await userId(client);
  const refused = [
    lesson(undefined, ['e', 'ñ']), // ñ in an English lesson
    lesson('en', ['é']),
    lesson('hi'),
    lesson('ES'),
  ];
  for (const body of refused) {
    const answer = await client.post('/api/lessons', body);
    expect(answer).toMatchObject({ status: 400, body: { message: expect.any(String) } });
  }
  for (const query of ['?language=hi', '?language=', '?language=es&extra=1']) {
    expect((await client.get(`/api/lessons${query}`)).status).toBe(400);
  }
  expect((await client.send('PUT', '/api/lessons/target', { targetWpm: 40, language: 'klingon' })).status).toBe(400);
  expect(await storedIds(id)).toEqual([]);
});

test('deleting the account deletes the progress of every language', async () => {
  const { client } = await signedIn(stack, 'lecciones-borrar');
  const id = await userId(client);
  expect((await client.post('/api/lessons', lesson('es'))).status).toBe(200);
  expect((await client.post('/api/lessons', lesson(undefined, ['e', 'n', 'i']))).status).toBe(200);
  expect((await storedIds(id)).sort()).toEqual([id, `${id}:es`]);
  await rpc(Subjects.results.deleteUser, { userId: id });
  expect(await storedIds(id)).toEqual([]);
});

test('ñ from Spanish tests is among the key figures, but not among AI practice’s (English) weakest keys', async () => {
  const { client } = await signedIn(stack, 'ene-debil');
  const id = await userId(client);
  // 25 words with ñ, each ñ first typed as n and corrected, every key slowly (24 WPM): all need practice.
  const text = spanishFrequencyList()
    .filter((word) => word.includes('ñ'))
    .slice(0, 25)
    .join(' ');
  const script = [...text].map((ch) => (ch === 'ñ' ? 'n<ñ' : ch)).join('');
  const { durationSeconds: _untimed, ...result } = typedSteadily(text, script, { stepMs: 500, durationSeconds: 120 });
  const body = { ...result, mode: 'words', wordCount: 25, language: 'es', clientId: randomUUID() };
  expect((await client.post('/api/result/saveresult', body)).status).toBe(200);

  const summary = (await client.get('/api/result/performance')).body as PerformanceSummary;
  expect(summary.keyConfidence.find((k) => k.key === 'ñ')).toMatchObject({ label: 'needs practice' });
  const { keys } = await rpc(Subjects.results.weakestKeys, { userId: id });
  // The least confident keys are named, ñ among the figures but never among these.
  expect(keys).toHaveLength(5);
  expect(keys.every((key) => /^[a-z ]$/.test(key))).toBe(true);
});
