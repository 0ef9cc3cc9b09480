import {
  PROFILE_LEVEL_WPM_STEP,
  SKILL_LEVELS,
  STATUS_EXCELLENT_MIN_WPM,
  STATUS_GOOD_MIN_WPM,
  WPM_MIN_ELAPSED_MS,
  type SessionStatus,
  type SkillLevel,
} from '../constants';

/** SPEC §9: runs of non-space characters, split on the space only; the engine keeps the same count incrementally. */
export function countTypedWords(input: string): number {
  let count = 0;
  for (let i = 0; i < input.length; i++) if (input[i] !== ' ' && (i === 0 || input[i - 1] === ' ')) count++;
  return count;
}

/** Whole milliseconds floored at 0.001 minute: exact integer arithmetic, never by zero. */
export function wordsPerMinute(typedWords: number, elapsedSeconds: number): number {
  const ms = Number.isNaN(elapsedSeconds) ? 0 : Math.round(elapsedSeconds * 1000);
  if (!(typedWords > 0)) return 0;
  return Math.floor((typedWords * 60_000) / Math.max(ms, WPM_MIN_ELAPSED_MS));
}

export interface CharacterCounts {
  readonly correctChars: number;
  readonly incorrectChars: number;
}

/** Any characters beyond the sample are wrong. */
export function countCharacters(sampleText: string, userInput: string): CharacterCounts {
  let correctChars = 0;
  for (let i = 0; i < userInput.length; i++) if (userInput[i] === sampleText[i]) correctChars++;
  return { correctChars, incorrectChars: userInput.length - correctChars };
}

export function accuracyPercent(correctChars: number, typedChars: number): number {
  if (!(typedChars > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((correctChars * 100) / typedChars)));
}

export function effectiveSpeed(wpm: number, accuracy: number): number {
  return (wpm * accuracy) / 100;
}

/** SPEC §4; scaled by 100 so no floating-point division pushes a result across an edge. */
export function skillLevel(wpm: number, accuracy: number): SkillLevel {
  const scaled = wpm * accuracy;
  return SKILL_LEVELS.find((entry) => scaled >= entry.minEffectiveWpm * 100)?.level ?? 'Beginner';
}

/** SPEC §9. */
export function sessionStatus(wpm: number, accuracy: number): SessionStatus {
  if (!(wpm > 0) || !(accuracy > 0)) return 'N/A';
  if (wpm >= STATUS_EXCELLENT_MIN_WPM) return 'Excellent';
  if (wpm >= STATUS_GOOD_MIN_WPM) return 'Good';
  return 'Practice Needed';
}

export function profileLevel(averageWpm: number): number {
  if (!Number.isFinite(averageWpm)) return 1;
  return Math.max(1, Math.floor(averageWpm / PROFILE_LEVEL_WPM_STEP));
}
