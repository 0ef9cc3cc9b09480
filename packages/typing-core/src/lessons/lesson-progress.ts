import type { KeyPress } from '../engine/key-press';
import { ENGLISH_LESSONS, type LessonKeyLanguage } from './lesson-language';
import { keyTimings } from '../figures/key-timings';
import { weakKeyStats, wrongKeyPresses } from '../figures/weak-keys';
import {
  CONFIDENCE_MIN_PRESSES,
  keyRecordsOf,
  confidenceScore,
  type KeyEma,
  type KeyRecord,
  targetMsAt,
  updateKeyEmas,
} from '../figures/key-confidence';

/** keybr's way: the next letter joins when every letter in play is typed at the target speed with good accuracy. */
export const LESSON_LETTER_ORDER = ENGLISH_LESSONS.letterOrder;
export const LESSON_FIRST_KEYS = 6;
export const DEFAULT_LESSON_TARGET_WPM = 35;
export const LESSON_TARGET_WPM_RANGE = { min: 10, max: 150 } as const;
/** 95 % accuracy or better. */
export const LESSON_MAX_ERROR_SHARE = 0.05;

export const LESSON_HISTORY_LENGTH = 20;

export interface LessonSummary {
  /** 5 letters a word, the target's measure. */
  wpm: number;
  accuracy: number;
}

export interface LessonProgress {
  targetWpm: number;
  keysInPlay: number;
  keys: KeyEma[];
  lessons: number;
  history: LessonSummary[];
}

export interface LessonKeyState {
  key: string;
  confidence: number;
  reached: boolean;
  presses: number;
}

export function newLessonProgress(
  targetWpm: number = DEFAULT_LESSON_TARGET_WPM,
  language: LessonKeyLanguage = ENGLISH_LESSONS,
): LessonProgress {
  return { targetWpm, keysInPlay: language.firstKeys ?? LESSON_FIRST_KEYS, keys: [], lessons: 0, history: [] };
}

export const lettersInPlay = (
  progress: Pick<LessonProgress, 'keysInPlay'>,
  language: LessonKeyLanguage = ENGLISH_LESSONS,
): string[] => [...language.letterOrder.slice(0, progress.keysInPlay)];

export function lessonKeyStates(
  progress: LessonProgress,
  language: LessonKeyLanguage = ENGLISH_LESSONS,
): LessonKeyState[] {
  const byKey = new Map(progress.keys.map((ema) => [ema.key, ema]));
  const targetMs = targetMsAt(progress.targetWpm);
  return lettersInPlay(progress, language).map((key) => {
    const ema = byKey.get(key);
    const judged = ema !== undefined && ema.presses >= CONFIDENCE_MIN_PRESSES && ema.timed > 0;
    if (!judged) return { key, confidence: 0, reached: false, presses: ema?.presses ?? 0 };
    const reached = ema.meanMs <= targetMs && ema.errorShare <= LESSON_MAX_ERROR_SHARE;
    return { key, confidence: confidenceScore(ema.meanMs, ema.errorShare, targetMs), reached, presses: ema.presses };
  });
}

/** The least confident in play; on a tie the newest, the least practised. */
export function focusLetter(states: readonly LessonKeyState[]): string {
  let focus = states[0];
  for (const state of states) if (state.confidence <= focus.confidence) focus = state;
  return focus.key;
}

export interface LessonPlan {
  letters: string[];
  focus: string;
}

/** A chosen key still locked joins this lesson's keys, not the progress; one the language does not teach is ignored. */
export function lessonPlan(
  progress: LessonProgress,
  language: LessonKeyLanguage = ENGLISH_LESSONS,
  chosen: string | null = null,
): LessonPlan {
  const letters = lettersInPlay(progress, language);
  if (chosen === null || !language.letterOrder.includes(chosen)) {
    return { letters, focus: focusLetter(lessonKeyStates(progress, language)) };
  }
  return { letters: letters.includes(chosen) ? letters : [...letters, chosen], focus: chosen };
}

/** One letter joins per lesson at most. */
export function afterLesson(
  progress: LessonProgress,
  lesson: readonly KeyRecord[],
  language: LessonKeyLanguage = ENGLISH_LESSONS,
): LessonProgress {
  const letters = new Set(language.letterOrder);
  const counted = lesson.filter((record) => letters.has(record.key));
  const summary = lessonSummary(counted);
  const next = {
    ...progress,
    keys: updateKeyEmas(progress.keys, counted),
    lessons: progress.lessons + 1,
    history: summary ? [...progress.history, summary].slice(-LESSON_HISTORY_LENGTH) : progress.history,
  };
  const allReached = lessonKeyStates(next, language).every((state) => state.reached);
  if (allReached && next.keysInPlay < language.letterOrder.length) next.keysInPlay += 1;
  return next;
}

export function lessonSummary(records: readonly KeyRecord[]): LessonSummary | null {
  const total = (pick: (record: KeyRecord) => number) => records.reduce((sum, record) => sum + pick(record), 0);
  const samples = total((record) => record.samples);
  const totalMs = total((record) => record.totalMs);
  if (samples === 0 || totalMs === 0) return null;
  return {
    wpm: Math.round(60_000 / ((totalMs / samples) * 5)),
    accuracy: Math.round((100 * samples) / (samples + total((record) => record.misses))),
  };
}

export function withTargetWpm(progress: LessonProgress, targetWpm: number): LessonProgress {
  const { min, max } = LESSON_TARGET_WPM_RANGE;
  return { ...progress, targetWpm: Math.min(max, Math.max(min, Math.round(targetWpm))) };
}

/** Letters only: spaces are not taught. */
export function lessonRecordsOf(
  presses: readonly KeyPress[],
  language: LessonKeyLanguage = ENGLISH_LESSONS,
): KeyRecord[] {
  const letters = new Set(language.letterOrder);
  return keyRecordsOf(weakKeyStats(wrongKeyPresses(presses)), keyTimings(presses)).filter((record) =>
    letters.has(record.key),
  );
}
