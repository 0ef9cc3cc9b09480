import { logToArray } from './append-log';
import { encodeKeyLog } from './key-log';
import { comparableSpeed } from './comparable-speed';
import type { SkillLevel, TestDuration } from './constants';
import type { QuoteLength, TestMode, WordCount } from './test-options';
import { keyTimings, type KeyTiming } from './key-timings';
import type { HindiLayoutId, TypingOrder } from './hindi/layout';
import type { Language } from './languages';
import type { TypingState } from './keystroke';
import { accuracyPercent, countCharacters, countTypedWords, skillLevel, wordsPerMinute } from './metrics';
import { elapsedMs } from './progress';
import { consistency, speedSeries } from './speed-series';
import { substitutions, type Substitution } from './substitutions';
import { weakKeyStats, wrongKeyPresses, type KeyCount } from './weak-keys';

/** The numbers a server can recompute from the texts, the time and the press counts. */
export interface ScoredResult {
  /** SPEC §9's WPM (typed words per minute), the headline. */
  readonly wpm: number;
  /** Net and raw WPM as the typing sites compute them (see comparable-speed.ts). */
  readonly netWpm: number;
  readonly rawWpm: number;
  /** Correct character presses of all character presses, in percent (see pressAccuracy). */
  readonly accuracy: number;
  readonly correctChars: number;
  readonly incorrectChars: number;
}

/** SPEC §3's typing result (without userId), plus the engine's extra per-test statistics. */
export interface TypingResult extends ScoredResult {
  readonly sampleText: string;
  readonly userInput: string;
  readonly wrongKeyPresses: string[];
  /** Character presses that matched the sample, erased ones included (accuracy's other half). */
  readonly correctPresses: number;
  readonly weakKeyStats: KeyCount[];
  /** Seconds of the duration actually used, to the millisecond (the Time tile; WPM divides by it). */
  readonly elapsedSeconds: number;
  /** The kind of test; a timed one also names its duration, a word test its word count. */
  readonly mode: TestMode;
  readonly durationSeconds?: TestDuration;
  readonly wordCount?: WordCount;
  /** A quote test's passage length. */
  readonly quoteLength?: QuoteLength;
  readonly punctuation: boolean;
  readonly numbers: boolean;
  /** Absent for English. */
  readonly language?: Language;
  /** A Hindi test's emulated layout and typing order (absent when the keyboard typed Hindi itself). */
  readonly layout?: HindiLayoutId;
  readonly typingOrder?: TypingOrder;
  /** Every key the test took, Backspace included, as exams count key depressions (Hindi tests). */
  readonly keyDepressions?: number;
  readonly keyTimings: KeyTiming[];
  readonly substitutions: Substitution[];
  readonly wpmSeries: number[];
  readonly consistency: number;
  /** Beginner until the test is complete (SPEC §4). */
  readonly skillLevel: SkillLevel;
  /** Every key with its time (key-log.ts), for the server to replay; absent before the first key. */
  readonly keyLog?: string;
}

/**
 * The result of a test, plain JSON (arrays, finite numbers). Usually called once on completion;
 * O(keystrokes). For a running test the elapsed time runs to nowMs, or to the last keystroke.
 */
export function summarize(state: TypingState, nowMs?: number): TypingResult {
  const elapsed = elapsedMs(state, nowMs);
  const elapsedSeconds = Math.round(elapsed) / 1000;
  const wpm = wordsPerMinute(state.typedWords, elapsedSeconds);
  const presses = logToArray(state.presses);
  const wrongPresses = wrongKeyPresses(presses);
  const correctPresses = presses.length - wrongPresses.length;
  // The same presses give the accuracy and the weak keys, so 100 % means no key to practise.
  const accuracy = pressAccuracy(correctPresses, wrongPresses.length);
  const wpmSeries = speedSeries(
    presses.map((press) => press.atOffsetMs),
    elapsed,
  );
  return {
    wpm,
    ...comparableSpeed(state.sampleText, state.userInput, elapsedSeconds),
    accuracy,
    sampleText: state.sampleText,
    userInput: state.userInput,
    wrongKeyPresses: wrongPresses,
    correctPresses,
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
    ...(state.keyLog ? { keyLog: encodeKeyLog(state.keyLog) } : {}),
    ...(state.options.language === 'hi' ? { keyDepressions: state.keyLog?.size ?? 0 } : {}),
  };
}

/** A result's test options as a save names them: only the fields its mode has. */
function testOptionFields({ options, durationSeconds }: TypingState) {
  const { mode, wordCount, quoteLength, punctuation, numbers } = options;
  return {
    mode,
    ...(mode === 'time' ? { durationSeconds } : {}),
    ...(mode === 'words' && wordCount !== undefined ? { wordCount } : {}),
    ...(mode === 'quote' && quoteLength !== undefined ? { quoteLength } : {}),
    punctuation,
    numbers,
    ...(options.language && options.language !== 'en' ? { language: options.language } : {}),
    ...(options.layout !== undefined ? { layout: options.layout } : {}),
    ...(options.layout !== undefined && options.typingOrder !== undefined ? { typingOrder: options.typingOrder } : {}),
  };
}

export interface ResultText {
  readonly sampleText: string;
  readonly userInput: string;
  readonly elapsedSeconds: number;
}

/** How many character presses matched the sample and how many did not (erased ones included). */
export interface PressCounts {
  readonly correctPresses: number;
  readonly wrongPresses: number;
}

/**
 * Accuracy from the key presses: correct ÷ all, in percent, floored; 100 before any press.
 * Floored, it is 100 only when no press was wrong — exactly when 'Keys to Practice' is empty.
 */
export function pressAccuracy(correctPresses: number, wrongPresses: number): number {
  return accuracyPercent(correctPresses, correctPresses + wrongPresses);
}

/**
 * Recomputes the scored numbers of a submitted result from its texts, time and press counts,
 * with the same definitions the engine uses while typing, so a server can refuse a forged score.
 */
export function recomputeResult(
  { sampleText, userInput, elapsedSeconds }: ResultText,
  { correctPresses, wrongPresses }: PressCounts,
): ScoredResult {
  const { correctChars, incorrectChars } = countCharacters(sampleText, userInput);
  return {
    wpm: wordsPerMinute(countTypedWords(userInput), elapsedSeconds),
    ...comparableSpeed(sampleText, userInput, elapsedSeconds),
    accuracy: pressAccuracy(correctPresses, wrongPresses),
    correctChars,
    incorrectChars,
  };
}
