import { logToArray } from '../engine/append-log';
import { encodeKeyLog } from '../verification/key-log-encoding';
import { comparableSpeed } from './comparable-speed';
import type { SkillLevel, TestDuration } from '../constants';
import type { QuoteLength, TestMode, WordCount } from '../engine/test-options';
import { keyTimings, type KeyTiming } from './key-timings';
import type { HindiLayoutId, TypingOrder } from '../hindi/layout';
import type { Language } from '../texts/languages';
import type { TypingState } from '../engine/typing-test';
import { accuracyPercent, countCharacters, countTypedWords, skillLevel, wordsPerMinute } from './metrics';
import { elapsedMs } from './live-readouts';
import { consistency, speedSeries } from './speed-series';
import { substitutions, type Substitution } from './substitutions';
import { weakKeyStats, wrongKeyPresses, type KeyCount } from './weak-keys';

export interface ScoredResult {
  readonly wpm: number;
  readonly netWpm: number;
  readonly rawWpm: number;
  readonly accuracy: number;
  readonly correctChars: number;
  readonly incorrectChars: number;
}

/** SPEC §3's typing result (without userId), plus the engine's extras. */
export interface TypingResult extends ScoredResult {
  readonly sampleText: string;
  readonly userInput: string;
  readonly wrongKeyPresses: string[];
  readonly correctPresses: number;
  readonly weakKeyStats: KeyCount[];
  /** To the millisecond; WPM divides by it. */
  readonly elapsedSeconds: number;
  readonly mode: TestMode;
  readonly durationSeconds?: TestDuration;
  readonly wordCount?: WordCount;
  readonly quoteLength?: QuoteLength;
  readonly punctuation: boolean;
  readonly numbers: boolean;
  readonly language?: Language;
  /** Absent when the keyboard typed Hindi itself. */
  readonly layout?: HindiLayoutId;
  readonly typingOrder?: TypingOrder;
  /** Backspace included, as exams count key depressions (Hindi tests). */
  readonly keyDepressions?: number;
  readonly keyTimings: KeyTiming[];
  readonly substitutions: Substitution[];
  readonly wpmSeries: number[];
  readonly consistency: number;
  readonly skillLevel: SkillLevel;
  readonly keyLog?: string;
}

/** O(keystrokes), usually once on completion; a running test's time runs to nowMs, or to the last keystroke. */
export function summarize(state: TypingState, nowMs?: number): TypingResult {
  const elapsed = elapsedMs(state, nowMs);
  const elapsedSeconds = Math.round(elapsed) / 1000;
  const wpm = wordsPerMinute(state.typedWords, elapsedSeconds);
  const presses = logToArray(state.presses);
  const wrongPresses = wrongKeyPresses(presses);
  const correctPresses = presses.length - wrongPresses.length;
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

export interface PressCounts {
  readonly correctPresses: number;
  readonly wrongPresses: number;
}

/** Floored, it is 100 only when no press was wrong — exactly when 'Keys to Practice' is empty. */
export function pressAccuracy(correctPresses: number, wrongPresses: number): number {
  return accuracyPercent(correctPresses, correctPresses + wrongPresses);
}

/** The engine's own definitions, so a server can refuse a forged score. */
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
