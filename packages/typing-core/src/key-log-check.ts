/**
 * What the server checks of a ranked result's key log (issue 17): it replays the log through this
 * engine and compares the figures, and judges the rhythm against what people can do
 * (docs/decisions/issue-17-results-that-cannot-be-faked.md).
 */
import { DEFAULT_TEST_DURATION } from './constants';
import { decodeKeyLog } from './key-log';
import { applyKeys, createTest, deadlineMs, tick, type TimedKey } from './keystroke';
import { summarize, type TypingResult } from './result';
import type { TestOptions } from './test-options';

export type KeyLogProblem =
  'no-key-log' | 'unreadable-key-log' | 'log-unfinished' | 'log-mismatch' | 'too-fast' | 'even-rhythm';

export const RHYTHM_LIMITS = {
  /**
   * The median gap between keys may not be shorter: 40 ms is 300 WPM kept up over the whole test,
   * past the fastest typists ever measured; single short gaps are normal (rollover: the next key
   * goes down before the last comes up), so only the median counts.
   */
  minMedianGapMs: 40,
  /** Gaps needed before the evenness is judged. */
  minGaps: 20,
  /**
   * The spread of a person's gaps (standard deviation ÷ mean) stays far above this; a script's
   * fixed step has none, and a little jitter added to it stays under.
   */
  minVariation: 0.1,
  /** How far the replayed time may be from the reported one (whole milliseconds in the log). */
  elapsedToleranceSeconds: 0.05,
} as const;

/** What the replay needs of a submitted result. */
export interface ReplayableResult extends Pick<
  TypingResult,
  'sampleText' | 'userInput' | 'wpm' | 'accuracy' | 'correctPresses' | 'elapsedSeconds' | 'mode' | 'durationSeconds'
> {
  readonly wordCount?: TypingResult['wordCount'];
  readonly quoteLength?: TypingResult['quoteLength'];
  readonly punctuation?: boolean;
  readonly numbers?: boolean;
  readonly language?: TypingResult['language'];
  readonly keyLog?: string;
}

/** The test the log describes, replayed to its end (the timer's, for a log that stops before it), or null. */
export function replayKeyLog(result: ReplayableResult, keys: readonly TimedKey[]): TypingResult | null {
  const options: TestOptions = {
    mode: result.mode,
    punctuation: result.punctuation ?? false,
    numbers: result.numbers ?? false,
    ...(result.wordCount !== undefined ? { wordCount: result.wordCount } : {}),
    ...(result.quoteLength !== undefined ? { quoteLength: result.quoteLength } : {}),
    ...(result.language !== undefined ? { language: result.language } : {}),
  };
  let state = applyKeys(createTest(result.sampleText, result.durationSeconds ?? DEFAULT_TEST_DURATION, options), keys);
  const deadline = deadlineMs(state);
  if (state.status === 'running' && deadline !== null) state = tick(state, deadline);
  return state.status === 'complete' ? summarize(state) : null;
}

/** Median and spread (SD ÷ mean) of the gaps between keys. */
export function gapStatistics(keys: readonly TimedKey[]): { gaps: number; medianMs: number; variation: number } {
  const gaps = keys.slice(1).map((key, i) => key.atMs - keys[i]!.atMs);
  if (gaps.length === 0) return { gaps: 0, medianMs: 0, variation: 0 };
  const sorted = [...gaps].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const medianMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  const sd = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length);
  return { gaps: gaps.length, medianMs, variation: mean > 0 ? sd / mean : 0 };
}

/** Why a result may not rank, judged from its key log; empty when it may. */
export function keyLogProblems(result: ReplayableResult): KeyLogProblem[] {
  if (!result.keyLog) return ['no-key-log'];
  const keys = decodeKeyLog(result.keyLog);
  if (!keys || keys.length === 0) return ['unreadable-key-log'];
  const problems: KeyLogProblem[] = [];
  const replayed = replayKeyLog(result, keys);
  if (!replayed) problems.push('log-unfinished');
  else if (
    replayed.userInput !== result.userInput ||
    replayed.correctPresses !== result.correctPresses ||
    replayed.accuracy !== result.accuracy ||
    Math.abs(replayed.wpm - result.wpm) > 1 ||
    Math.abs(replayed.elapsedSeconds - result.elapsedSeconds) > RHYTHM_LIMITS.elapsedToleranceSeconds
  ) {
    problems.push('log-mismatch');
  }
  const { gaps, medianMs, variation } = gapStatistics(keys);
  if (gaps > 0 && medianMs < RHYTHM_LIMITS.minMedianGapMs) problems.push('too-fast');
  if (gaps >= RHYTHM_LIMITS.minGaps && variation < RHYTHM_LIMITS.minVariation) problems.push('even-rhythm');
  return problems;
}
