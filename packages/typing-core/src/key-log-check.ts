/**
 * What the server makes of a result's key log: it replays the log through this engine,
 * refuses figures the log contradicts, and judges whether the typing may rank — too fast, too even,
 * or ending elsewhere than reported (docs/decisions/leaderboards/ranked-results.md).
 */
import { DEFAULT_TEST_DURATION } from './constants';
import { decodeKeyLog } from './key-log';
import { applyKeys, createTest, deadlineMs, tick, type TimedKey, type TypingState } from './keystroke';
import { wordsPerMinute } from './metrics';
import { elapsedMs } from './progress';
import { pressAccuracy, type TypingResult } from './result';
import type { TestOptions } from './test-options';

/** Figures a log contradicts: such a result is refused. */
export type KeyLogContradiction =
  | 'unreadable-key-log'
  | 'log-unfinished'
  | 'log-text-mismatch'
  | 'log-presses-mismatch'
  | 'log-accuracy-mismatch'
  | 'log-wpm-mismatch'
  | 'log-key-depressions-mismatch';

/** Why a result whose log agrees with it still may not rank. */
export type RankingHold = 'no-key-log' | 'log-end-mismatch' | 'too-fast' | 'short-gaps' | 'even-rhythm';

/**
 * Where a person's typing ends (docs/decisions/leaderboards/ranked-results.md has the sources): the
 * fastest typing ever measured is about 256 WPM over a short passage, so a whole test's keys cannot
 * come faster on average, and its gaps cannot bunch up near zero. Single short gaps are normal
 * (rollover: the next key goes down before the last comes up), so no single gap is judged.
 */
export const RHYTHM_LIMITS = {
  /** The mean gap: 43 ms is 280 WPM of keys, the record's 256 with a tenth more for corrections. */
  minMeanGapMs: 43,
  /** The median gap: 40 ms is 300 WPM. */
  minMedianGapMs: 40,
  /** A quarter of the gaps may be shorter than this, no more (the lower quartile). */
  minLowerQuartileGapMs: 20,
  /** Gaps this short are two keys struck together… */
  shortGapMs: 10,
  /** …which a person does now and then, not for a tenth of a test. */
  maxShortGapShare: 0.1,
  /** Gaps needed before the mean, quartile, short gaps and evenness are judged. */
  minGaps: 20,
  /**
   * The spread of a person's gaps (standard deviation ÷ mean) stays far above this; a script's
   * fixed step has none, and a little jitter added to it stays under.
   */
  minVariation: 0.1,
  /** How far the replayed WPM may be from the reported one (times in the log are whole milliseconds). */
  wpmTolerance: 1,
  /** How far the log's end may be from the reported time (whole milliseconds in the log). */
  elapsedToleranceSeconds: 0.05,
} as const;

/** What the replay needs of a submitted result. */
export interface ReplayableResult extends Pick<
  TypingResult,
  'sampleText' | 'userInput' | 'wpm' | 'accuracy' | 'correctPresses' | 'elapsedSeconds' | 'durationSeconds'
> {
  /** Absent means the spec's timed test. */
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

/** The server's reading of a result's key log. */
export interface KeyLogVerdict {
  readonly contradictions: KeyLogContradiction[];
  readonly holds: RankingHold[];
}

/** What the replay gives, computed as `summarize` computes it (without the per-key statistics it does not need). */
export type ReplayedFigures = Pick<
  TypingResult,
  'userInput' | 'correctPresses' | 'accuracy' | 'wpm' | 'elapsedSeconds'
> & {
  /** Every key the test took (the log's keys up to its end). */
  readonly keyDepressions: number;
};

/** How a log is replayed: characters through the engine (replayKeyLog), or an emulated layout's keys. */
export type KeyLogReplay = (result: ReplayableResult, keys: readonly TimedKey[]) => ReplayedFigures | null;

/** The fresh test a result's options describe, before its first key. */
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

/** The test the log describes, replayed to its end (the timer's, for a log that stops before it), or null. */
export function replayKeyLog(result: ReplayableResult, keys: readonly TimedKey[]): ReplayedFigures | null {
  return replayedFigures(applyKeys(testOfResult(result), keys));
}

/** A replayed test's figures once it has run to its end (its timer's, for one that stops before); null if it never ends. */
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

/** The reported figures the replayed test does not give: text, presses, accuracy, WPM. */
export function logContradictions(result: ReplayableResult, replayed: ReplayedFigures | null): KeyLogContradiction[] {
  if (!replayed) return ['log-unfinished'];
  const contradictions: KeyLogContradiction[] = [];
  if (replayed.userInput !== result.userInput) contradictions.push('log-text-mismatch');
  if (replayed.correctPresses !== result.correctPresses) contradictions.push('log-presses-mismatch');
  if (replayed.accuracy !== result.accuracy) contradictions.push('log-accuracy-mismatch');
  if (Math.abs(replayed.wpm - result.wpm) > RHYTHM_LIMITS.wpmTolerance) contradictions.push('log-wpm-mismatch');
  if (result.keyDepressions !== undefined && result.keyDepressions !== replayed.keyDepressions) {
    contradictions.push('log-key-depressions-mismatch');
  }
  return contradictions;
}

/** The replayed test ends (its last key, or its timer) when the result says it did. */
export function endsAtReportedTime(
  result: Pick<ReplayableResult, 'elapsedSeconds'>,
  replayed: Pick<ReplayedFigures, 'elapsedSeconds'>,
): boolean {
  return Math.abs(replayed.elapsedSeconds - result.elapsedSeconds) <= RHYTHM_LIMITS.elapsedToleranceSeconds;
}

/** The shape of the gaps between keys: where they sit, how low they reach, how much they vary. */
export interface GapStatistics {
  readonly gaps: number;
  readonly meanMs: number;
  readonly medianMs: number;
  readonly lowerQuartileMs: number;
  /** The share of gaps under RHYTHM_LIMITS.shortGapMs. */
  readonly shortShare: number;
  /** Standard deviation ÷ mean. */
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

/**
 * What a person's hands could not have done: keys faster on the whole than anyone keeps up, gaps
 * bunched near zero (keys sent in bursts), or a machine's even beat.
 */
export function rhythmHolds(keys: readonly TimedKey[]): RankingHold[] {
  const stats = gapStatistics(keys);
  const judged = stats.gaps >= RHYTHM_LIMITS.minGaps;
  const holds: RankingHold[] = [];
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

/**
 * A result's key log, replayed and judged: the figures it contradicts (the result is refused) and
 * why it may not rank (it is kept, off the boards). A result without a log may not rank.
 */
export function judgeKeyLog(result: ReplayableResult, replay: KeyLogReplay = replayKeyLog): KeyLogVerdict {
  if (!result.keyLog) return { contradictions: [], holds: ['no-key-log'] };
  const keys = decodeKeyLog(result.keyLog);
  if (!keys) return { contradictions: ['unreadable-key-log'], holds: [] };
  const replayed = replay(result, keys);
  const holds = rhythmHolds(keys);
  if (replayed && !endsAtReportedTime(result, replayed)) holds.unshift('log-end-mismatch');
  return { contradictions: logContradictions(result, replayed), holds };
}
