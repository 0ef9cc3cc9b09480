/** One shape locally and on the server; saves live in lesson-saves.ts so the lesson page skips the Hindi layouts. */
import {
  ALL_LESSON_LETTERS,
  LESSON_HISTORY_LENGTH,
  LESSON_KEY_ID_PATTERN,
  LESSON_TARGET_WPM_RANGE,
  MAX_LESSON_KEYS,
} from '@typing/typing-core';
import { z } from 'zod';
import { wholeNumber } from './schema-kit';

/** A lesson is about one line. */
const MAX_PRESSES_PER_LESSON = 500;
const MAX_LESSON_MS = 10 * 60 * 1000;
const MAX_PRESSES_EVER = 1e9;

/** A letter or a Hindi layout's physical key with layer (`Shift+KeyK`); SaveLessonSchema checks it belongs. */
const letterSchema = z
  .string()
  .max(40)
  .refine(
    (key) => ALL_LESSON_LETTERS.includes(key) || LESSON_KEY_ID_PATTERN.test(key),
    'A lesson key is a letter lessons teach or a key id such as KeyK or Shift+KeyK.',
  );
export const targetWpmSchema = wholeNumber(LESSON_TARGET_WPM_RANGE.min, LESSON_TARGET_WPM_RANGE.max);
export const distinctLetters = <T extends { key: string }>(list: T[]) =>
  new Set(list.map((e) => e.key)).size === list.length;

export const LessonKeyFiguresSchema = z.strictObject({
  key: letterSchema,
  meanMs: z.number().min(0).max(MAX_LESSON_MS),
  errorShare: z.number().min(0).max(1),
  timed: wholeNumber(0, MAX_PRESSES_EVER),
  presses: wholeNumber(0, MAX_PRESSES_EVER),
});

export const LessonSummarySchema = z.strictObject({
  wpm: wholeNumber(0, 1000),
  accuracy: wholeNumber(0, 100),
});

export const LessonProgressSchema = z.strictObject({
  targetWpm: targetWpmSchema,
  keysInPlay: wholeNumber(1, MAX_LESSON_KEYS),
  keys: z.array(LessonKeyFiguresSchema).max(MAX_LESSON_KEYS).refine(distinctLetters, 'Each letter at most once.'),
  lessons: wholeNumber(0, MAX_PRESSES_EVER),
  // Progress kept before the history existed has none.
  history: z.array(LessonSummarySchema).max(LESSON_HISTORY_LENGTH).default([]),
});
export type LessonProgressDto = z.infer<typeof LessonProgressSchema>;

export const LessonKeyRecordSchema = z.strictObject({
  key: letterSchema,
  samples: wholeNumber(0, MAX_PRESSES_PER_LESSON),
  totalMs: wholeNumber(0, MAX_LESSON_MS),
  misses: wholeNumber(0, MAX_PRESSES_PER_LESSON),
});
