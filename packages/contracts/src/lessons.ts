/**
 * Adaptive lessons: a typist's lesson progress (the same shape in a guest's local
 * storage and on the server) and a member's save of one finished lesson. The server folds the
 * lesson's per-letter counters into the stored progress with typing-core's rules, so a client
 * cannot claim letters it did not earn.
 */
import {
  ALL_LESSON_LETTERS,
  LANGUAGES,
  LESSON_HISTORY_LENGTH,
  LESSON_LANGUAGES,
  LESSON_TARGET_WPM_RANGE,
  MAX_LESSON_LETTERS,
} from '@typing/typing-core';
import { z } from 'zod';
import { rpcContract } from './rpc-contract';
import { objectIdSchema, UserRefSchema, wholeNumber } from './schema-kit';
import { Subjects } from './subjects';

/** A lesson is about one line: no letter is pressed more often than this in one. */
const MAX_PRESSES_PER_LESSON = 500;
const MAX_LESSON_MS = 10 * 60 * 1000;
const MAX_PRESSES_EVER = 1e9;

/** A letter some language's lessons teach; a lesson's letters must also be its language's (SaveLessonSchema). */
const letterSchema = z.enum(ALL_LESSON_LETTERS as [string, ...string[]]);
/** The lessons' language; absent means English (progress kept before there was a choice). */
const languageSchema = z.enum(LANGUAGES).optional();
const targetWpmSchema = wholeNumber(LESSON_TARGET_WPM_RANGE.min, LESSON_TARGET_WPM_RANGE.max);
/** Each letter at most once. */
const distinctLetters = <T extends { key: string }>(list: T[]) => new Set(list.map((e) => e.key)).size === list.length;

export const LessonKeyFiguresSchema = z.strictObject({
  key: letterSchema,
  meanMs: z.number().min(0).max(MAX_LESSON_MS),
  errorShare: z.number().min(0).max(1),
  timed: wholeNumber(0, MAX_PRESSES_EVER),
  presses: wholeNumber(0, MAX_PRESSES_EVER),
});

/** One finished lesson of the lesson history (whole WPM over the letters, whole percent). */
export const LessonSummarySchema = z.strictObject({
  wpm: wholeNumber(0, 1000),
  accuracy: wholeNumber(0, 100),
});

export const LessonProgressSchema = z.strictObject({
  targetWpm: targetWpmSchema,
  keysInPlay: wholeNumber(1, MAX_LESSON_LETTERS),
  keys: z.array(LessonKeyFiguresSchema).max(MAX_LESSON_LETTERS).refine(distinctLetters, 'Each letter at most once.'),
  lessons: wholeNumber(0, MAX_PRESSES_EVER),
  // Progress kept before the history existed has none yet.
  history: z.array(LessonSummarySchema).max(LESSON_HISTORY_LENGTH).default([]),
});
export type LessonProgressDto = z.infer<typeof LessonProgressSchema>;

/** One letter's counters in one lesson. */
export const LessonKeyRecordSchema = z.strictObject({
  key: letterSchema,
  samples: wholeNumber(0, MAX_PRESSES_PER_LESSON),
  totalMs: wholeNumber(0, MAX_LESSON_MS),
  misses: wholeNumber(0, MAX_PRESSES_PER_LESSON),
});

/** POST /api/lessons: a finished lesson, saved once per client id, in its language's progress. */
export const SaveLessonSchema = z
  .strictObject({
    clientId: z.uuid('clientId must be a UUID.'),
    targetWpm: targetWpmSchema,
    language: languageSchema,
    keys: z
      .array(LessonKeyRecordSchema)
      .min(1)
      .max(MAX_LESSON_LETTERS)
      .refine(distinctLetters, 'Each letter at most once.'),
  })
  .refine(
    ({ language = 'en', keys }) => keys.every(({ key }) => LESSON_LANGUAGES[language].letterOrder.includes(key)),
    { path: ['keys'], message: "Every letter must be one the lesson's language teaches." },
  );
export type SaveLessonRequest = z.infer<typeof SaveLessonSchema>;

/** PUT /api/lessons/target: the target speed alone (of one language's lessons). */
export const LessonTargetSchema = z.strictObject({ targetWpm: targetWpmSchema, language: languageSchema });
export type LessonTargetRequest = z.infer<typeof LessonTargetSchema>;

/** GET /api/lessons?language=: which language's progress (English when absent). */
export const LessonProgressQuerySchema = z.strictObject({ language: languageSchema });
export type LessonProgressQuery = z.infer<typeof LessonProgressQuerySchema>;

export const LessonProgressCommandSchema = UserRefSchema.extend({ language: languageSchema });
export type LessonProgressCommand = z.infer<typeof LessonProgressCommandSchema>;

export const SaveLessonCommandSchema = z.strictObject({ userId: objectIdSchema, lesson: SaveLessonSchema });
export const LessonTargetCommandSchema = z.strictObject({ userId: objectIdSchema, target: LessonTargetSchema });

export const lessonsRpc = {
  [Subjects.results.lessonProgress]: rpcContract(LessonProgressCommandSchema, LessonProgressSchema),
  [Subjects.results.saveLesson]: rpcContract(SaveLessonCommandSchema, LessonProgressSchema),
  [Subjects.results.lessonTarget]: rpcContract(LessonTargetCommandSchema, LessonProgressSchema),
} as const;
