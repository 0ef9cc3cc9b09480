import { logToArray } from './append-log';
import type { SkillLevel, TestDuration } from './constants';
import type { TestMode, WordCount } from './test-options';
import { keyTimings, type KeyTiming } from './key-timings';
import type { TypingState } from './keystroke';
import { accuracyPercent, countCharacters, countTypedWords, skillLevel, wordsPerMinute } from './metrics';
import { elapsedMs } from './progress';
import { consistency, speedSeries } from './speed-series';
import { substitutions, type Substitution } from './substitutions';
import { weakKeyStats, wrongKeyPresses, type KeyCount } from './weak-keys';

/** The numbers a server can recompute from the text alone. */
export interface ScoredResult {
  readonly wpm: number;
  readonly accuracy: number;
  readonly correctChars: number;
  readonly incorrectChars: number;
}

/** SPEC §3's typing result (without userId), plus the engine's extra per-test statistics. */
export interface TypingResult extends ScoredResult {
  readonly sampleText: string;
  readonly userInput: string;
  readonly wrongKeyPresses: string[];
  readonly weakKeyStats: KeyCount[];
  /** Seconds of the duration actually used, to the millisecond (the Time tile; WPM divides by it). */
  readonly elapsedSeconds: number;
  /** The kind of test; a timed one also names its duration, a word test its word count. */
  readonly mode: TestMode;
  readonly durationSeconds?: TestDuration;
  readonly wordCount?: WordCount;
  readonly punctuation: boolean;
  readonly numbers: boolean;
  readonly keyTimings: KeyTiming[];
  readonly substitutions: Substitution[];
  readonly wpmSeries: number[];
  readonly consistency: number;
  /** Beginner until the test is complete (SPEC §4). */
  readonly skillLevel: SkillLevel;
}

/**
 * The result of a test, plain JSON (arrays, finite numbers). Usually called once on completion;
 * O(keystrokes). For a running test the elapsed time runs to nowMs, or to the last keystroke.
 */
export function summarize(state: TypingState, nowMs?: number): TypingResult {
  const elapsed = elapsedMs(state, nowMs);
  const elapsedSeconds = Math.round(elapsed) / 1000;
  const wpm = wordsPerMinute(state.typedWords, elapsedSeconds);
  const accuracy = accuracyPercent(state.correctChars, state.userInput.length);
  const presses = logToArray(state.presses);
  const wrongPresses = wrongKeyPresses(presses);
  const wpmSeries = speedSeries(
    presses.map((press) => press.atOffsetMs),
    elapsed,
  );
  return {
    wpm,
    accuracy,
    sampleText: state.sampleText,
    userInput: state.userInput,
    wrongKeyPresses: wrongPresses,
    weakKeyStats: weakKeyStats(wrongPresses),
    correctChars: state.correctChars,
    incorrectChars: state.incorrectChars,
    elapsedSeconds,
    ...testOptionFields(state),
    keyTimings: keyTimings(presses),
    substitutions: substitutions(presses),
    wpmSeries,
    consistency: consistency(wpmSeries),
    skillLevel: state.status === 'complete' ? skillLevel(wpm, accuracy) : 'Beginner',
  };
}

/** A result's test options as a save names them: only the fields its mode has. */
function testOptionFields({ options, durationSeconds }: TypingState) {
  const { mode, wordCount, punctuation, numbers } = options;
  return {
    mode,
    ...(mode === 'time' ? { durationSeconds } : {}),
    ...(mode === 'words' && wordCount !== undefined ? { wordCount } : {}),
    punctuation,
    numbers,
  };
}

export interface ResultText {
  readonly sampleText: string;
  readonly userInput: string;
  readonly elapsedSeconds: number;
}

/**
 * Recomputes the scored numbers of a submitted result from its texts and time, with the same
 * definitions the engine uses while typing, so a server can refuse a forged score.
 */
export function recomputeResult({ sampleText, userInput, elapsedSeconds }: ResultText): ScoredResult {
  const { correctChars, incorrectChars } = countCharacters(sampleText, userInput);
  return {
    wpm: wordsPerMinute(countTypedWords(userInput), elapsedSeconds),
    accuracy: accuracyPercent(correctChars, userInput.length),
    correctChars,
    incorrectChars,
  };
}
