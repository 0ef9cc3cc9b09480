import {
  PROFILE_LEVEL_WPM_STEP,
  SKILL_LEVELS,
  STATUS_EXCELLENT_MIN_WPM,
  STATUS_GOOD_MIN_WPM,
  WPM_MIN_ELAPSED_MS,
  type SessionStatus,
  type SkillLevel,
} from './constants';

/**
 * "Typed words" (SPEC §9's numerator): the runs of non-space characters in the input, split on
 * the space character only — the word being typed counts, wrong words count, extra spaces do not.
 * The keystroke engine keeps the same count incrementally; this is the batch form for servers.
 */
export function countTypedWords(input: string): number {
  let count = 0;
  for (let i = 0; i < input.length; i++) if (input[i] !== ' ' && (i === 0 || input[i - 1] === ' ')) count++;
  return count;
}

/**
 * WPM = typed words ÷ elapsed minutes, floored. Elapsed time is taken in whole milliseconds and
 * floored at 0.001 minute, so the division is exact integer arithmetic and never by zero;
 * a negative or non-numeric elapsed time counts as zero.
 */
export function wordsPerMinute(typedWords: number, elapsedSeconds: number): number {
  const ms = Number.isNaN(elapsedSeconds) ? 0 : Math.round(elapsedSeconds * 1000);
  if (!(typedWords > 0)) return 0;
  return Math.floor((typedWords * 60_000) / Math.max(ms, WPM_MIN_ELAPSED_MS));
}

export interface CharacterCounts {
  readonly correctChars: number;
  readonly incorrectChars: number;
}

/** Characters of the input that match (or not) the sample at the same position; any beyond the sample are wrong. */
export function countCharacters(sampleText: string, userInput: string): CharacterCounts {
  let correctChars = 0;
  for (let i = 0; i < userInput.length; i++) if (userInput[i] === sampleText[i]) correctChars++;
  return { correctChars, incorrectChars: userInput.length - correctChars };
}

/** Percent of typed characters that are correct, floored; 100 when nothing has been typed. */
export function accuracyPercent(correctChars: number, typedChars: number): number {
  if (!(typedChars > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((correctChars * 100) / typedChars)));
}

/** Speed discounted by errors: WPM × accuracy / 100. */
export function effectiveSpeed(wpm: number, accuracy: number): number {
  return (wpm * accuracy) / 100;
}

/**
 * Skill level from effective speed (SPEC §4). Compares wpm × accuracy against threshold × 100 so
 * no floating-point division can push a result across an edge.
 */
export function skillLevel(wpm: number, accuracy: number): SkillLevel {
  const scaled = wpm * accuracy;
  return SKILL_LEVELS.find((entry) => scaled >= entry.minEffectiveWpm * 100)?.level ?? 'Beginner';
}

/** Dashboard badge for a session (SPEC §9): 'N/A' when the WPM or the accuracy is 0. */
export function sessionStatus(wpm: number, accuracy: number): SessionStatus {
  if (!(wpm > 0) || !(accuracy > 0)) return 'N/A';
  if (wpm >= STATUS_EXCELLENT_MIN_WPM) return 'Excellent';
  if (wpm >= STATUS_GOOD_MIN_WPM) return 'Good';
  return 'Practice Needed';
}

/** Profile level = max(1, floor(average WPM / 10)); a missing average is level 1. */
export function profileLevel(averageWpm: number): number {
  if (!Number.isFinite(averageWpm)) return 1;
  return Math.max(1, Math.floor(averageWpm / PROFILE_LEVEL_WPM_STEP));
}
