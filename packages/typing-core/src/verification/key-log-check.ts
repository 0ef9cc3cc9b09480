/** Refuses figures the log contradicts and judges if it may rank (docs/decisions/leaderboards/ranked-results.md). */
import { DEFAULT_TEST_DURATION, WPM_MIN_ELAPSED_MS } from '../constants';
import { decodeKeyLog } from './key-log-encoding';
import { applyKeys, createTest, deadlineMs, tick, type TimedKey, type TypingState } from '../engine/typing-test';
import { wordsPerMinute } from '../figures/metrics';
import { elapsedMs } from '../figures/live-readouts';
import { pressAccuracy, type TypingResult } from '../figures/result';
import type { TestOptions } from '../engine/test-options';

export type KeyLogContradiction =
  | 'unreadable-key-log'
  | 'log-unfinished'
  | 'log-text-mismatch'
  | 'log-presses-mismatch'
  | 'log-accuracy-mismatch'
  | 'log-wpm-mismatch'
  | 'log-key-depressions-mismatch';

export type KeyLogHold = 'no-key-log' | 'log-end-mismatch' | 'too-fast' | 'short-gaps' | 'even-rhythm';

/** The fastest typing measured is ≈ 256 WPM; single short gaps are normal (rollover), so no single gap is judged. */
export const RHYTHM_LIMITS = {
  /** 280 WPM of keys: the record's 256 with a tenth more for corrections. */
  minMeanGapMs: 43,
  minMedianGapMs: 40,
  minLowerQuartileGapMs: 20,
  /** Two keys struck together, which a person does now and then, not for a tenth of a test. */
  shortGapMs: 10,
  maxShortGapShare: 0.1,
  minGaps: 20,
  /** A person's spread (sd ÷ mean) stays far above this; a script's fixed step plus a little jitter stays under. */
  minVariation: 0.1,
  /** Log times are whole milliseconds. */
  wpmTolerance: 1,
  elapsedToleranceSeconds: 0.05,
} as const;

export interface ReplayableResult extends Pick<
  TypingResult,
  'sampleText' | 'userInput' | 'wpm' | 'accuracy' | 'correctPresses' | 'elapsedSeconds' | 'durationSeconds'
> {
  readonly mode?: TypingResult['mode'];
  readonly wordCount?: TypingResult['wordCount'];
  readonly quoteLength?: TypingResult['quoteLength'];
  readonly punctuation?: boolean;
  readonly numbers?: boolean;
  readonly language?: TypingResult['language'];
  readonly layout?: TypingResult['layout'];
  readonly typingOrder?: TypingResult['typingOrder'];
  readonly keyDepressions?: number;
  readonly keyLog?: string;
}

export interface KeyLogVerdict {
  readonly contradictions: KeyLogContradiction[];
  readonly holds: KeyLogHold[];
}

/** As `summarize` computes them, without the per-key statistics. */
export type ReplayedFigures = Pick<
  TypingResult,
  'userInput' | 'correctPresses' | 'accuracy' | 'wpm' | 'elapsedSeconds'
> & {
  readonly keyDepressions: number;
};

export type KeyLogReplay = (result: ReplayableResult, keys: readonly TimedKey[]) => ReplayedFigures | null;

export function testOfResult(result: ReplayableResult): TypingState {
  const options: TestOptions = {
    mode: result.mode ?? 'time',
    punctuation: result.punctuation ?? false,
    numbers: result.numbers ?? false,
    ...(result.wordCount !== undefined ? { wordCount: result.wordCount } : {}),
    ...(result.quoteLength !== undefined ? { quoteLength: result.quoteLength } : {}),
    ...(result.language !== undefined ? { language: result.language } : {}),
    ...(result.layout !== undefined ? { layout: result.layout } : {}),
    ...(result.typingOrder !== undefined ? { typingOrder: result.typingOrder } : {}),
  };
  return createTest(result.sampleText, result.durationSeconds ?? DEFAULT_TEST_DURATION, options);
}

export function replayKeyLog(result: ReplayableResult, keys: readonly TimedKey[]): ReplayedFigures | null {
  return replayedFigures(applyKeys(testOfResult(result), keys));
}

/** Runs the test to its timer's end if the log stops before; null if it never ends. */
export function replayedFigures(replayed: TypingState): ReplayedFigures | null {
  let state = replayed;
  const deadline = deadlineMs(state);
  if (state.status === 'running' && deadline !== null) state = tick(state, deadline);
  if (state.status !== 'complete') return null;
  const elapsedSeconds = Math.round(elapsedMs(state)) / 1000;
  const correctPresses = (state.presses?.size ?? 0) - state.wrongPressCount;
  return {
    userInput: state.userInput,
    correctPresses,
    accuracy: pressAccuracy(correctPresses, state.wrongPressCount),
    wpm: wordsPerMinute(state.typedWords, elapsedSeconds),
    elapsedSeconds,
    keyDepressions: state.keyLog?.size ?? 0,
  };
}

/** The page's key times have fractions, the log's are whole ms: the lengths may differ by 1 ms, several WPM on a short test. */
function wpmTolerance(replayed: ReplayedFigures): number {
  const elapsedMs = Math.max(Math.round(replayed.elapsedSeconds * 1000), WPM_MIN_ELAPSED_MS);
  return RHYTHM_LIMITS.wpmTolerance + replayed.wpm / (elapsedMs - 1);
}

function logContradictions(result: ReplayableResult, replayed: ReplayedFigures | null): KeyLogContradiction[] {
  if (!replayed) return ['log-unfinished'];
  const contradictions: KeyLogContradiction[] = [];
  if (replayed.userInput !== result.userInput) contradictions.push('log-text-mismatch');
  if (replayed.correctPresses !== result.correctPresses) contradictions.push('log-presses-mismatch');
  if (replayed.accuracy !== result.accuracy) contradictions.push('log-accuracy-mismatch');
  if (Math.abs(replayed.wpm - result.wpm) > wpmTolerance(replayed)) contradictions.push('log-wpm-mismatch');
  if (result.keyDepressions !== undefined && result.keyDepressions !== replayed.keyDepressions) {
    contradictions.push('log-key-depressions-mismatch');
  }
  return contradictions;
}

export function endsAtReportedTime(
  result: Pick<ReplayableResult, 'elapsedSeconds'>,
  replayed: Pick<ReplayedFigures, 'elapsedSeconds'>,
): boolean {
  return Math.abs(replayed.elapsedSeconds - result.elapsedSeconds) <= RHYTHM_LIMITS.elapsedToleranceSeconds;
}

export interface GapStatistics {
  readonly gaps: number;
  readonly meanMs: number;
  readonly medianMs: number;
  readonly lowerQuartileMs: number;
  readonly shortShare: number;
  readonly variation: number;
}

export function gapStatistics(keys: readonly TimedKey[]): GapStatistics {
  const gaps = keys.slice(1).map((key, i) => key.atMs - keys[i]!.atMs);
  if (gaps.length === 0) return { gaps: 0, meanMs: 0, medianMs: 0, lowerQuartileMs: 0, shortShare: 0, variation: 0 };
  const sorted = [...gaps].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const medianMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const meanMs = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  const sd = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - meanMs) ** 2, 0) / gaps.length);
  const short = gaps.filter((gap) => gap < RHYTHM_LIMITS.shortGapMs).length;
  return {
    gaps: gaps.length,
    meanMs,
    medianMs,
    lowerQuartileMs: sorted[Math.floor((sorted.length - 1) / 4)]!,
    shortShare: short / gaps.length,
    variation: meanMs > 0 ? sd / meanMs : 0,
  };
}

export function rhythmHolds(keys: readonly TimedKey[]): KeyLogHold[] {
  const stats = gapStatistics(keys);
  const judged = stats.gaps >= RHYTHM_LIMITS.minGaps;
  const holds: KeyLogHold[] = [];
  const tooFast =
    (stats.gaps > 0 && stats.medianMs < RHYTHM_LIMITS.minMedianGapMs) ||
    (judged && stats.meanMs < RHYTHM_LIMITS.minMeanGapMs);
  if (tooFast) holds.push('too-fast');
  const bunched =
    stats.lowerQuartileMs < RHYTHM_LIMITS.minLowerQuartileGapMs || stats.shortShare > RHYTHM_LIMITS.maxShortGapShare;
  if (judged && bunched) holds.push('short-gaps');
  if (judged && stats.variation < RHYTHM_LIMITS.minVariation) holds.push('even-rhythm');
  return holds;
}

/** Contradictions refuse the result; holds keep it off the boards. A result without a log may not rank. */
export function judgeKeyLog(result: ReplayableResult, replay: KeyLogReplay = replayKeyLog): KeyLogVerdict {
  if (!result.keyLog) return { contradictions: [], holds: ['no-key-log'] };
  const keys = decodeKeyLog(result.keyLog);
  if (!keys) return { contradictions: ['unreadable-key-log'], holds: [] };
  const replayed = replay(result, keys);
  const holds = rhythmHolds(keys);
  if (replayed && !endsAtReportedTime(result, replayed)) holds.unshift('log-end-mismatch');
  return { contradictions: logContradictions(result, replayed), holds };
}
