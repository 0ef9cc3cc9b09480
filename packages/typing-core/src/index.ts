export * from './constants';
export * from './test-options';
export { buildTestText, tidyCustomText, type WordSource } from './test-text';
export * from './languages';
// The Hindi layouts' names only: their tables and the emulator load from '@typing/typing-core/hindi'.
export { HINDI_LAYOUT_IDS, isHindiLayoutId, TYPING_ORDERS, type HindiLayoutId, type TypingOrder } from './hindi/layout';
export * from './lesson-languages';
export * from './key-confidence';
export * from './paragraphs';
export { buildSampleText, words, wordIndexByChar, type RandomSource } from './sample-text';
export { seededRandom } from './seeded-random';
export {
  KEY_BACKSPACE,
  KEY_ENTER,
  applyKey,
  applyKeys,
  createTest,
  deadlineMs,
  limitSeconds,
  isPrintableKey,
  KEY_NO_EDIT,
  keyName,
  tick,
  withDuration,
  type CompletionReason,
  type TestStatus,
  type TimedKey,
  type TypingState,
} from './keystroke';
export { applyEditPress, EDIT_OVERRUN, type EditPress } from './edit-press';
export type { KeyPress } from './key-press';
export { logToArray, type AppendLog } from './append-log';
export * from './metrics';
export {
  mergeKeyCounts,
  sortedKeyCounts,
  topWeakKeys,
  weakKeyStats,
  wrongKeyPresses,
  type KeyCount,
} from './weak-keys';
export { keyTimings, mergeKeyTimings, slowestKeys, type KeyTiming } from './key-timings';
export { substitutions, type Substitution } from './substitutions';
export { consistency, speedSeries } from './speed-series';
export * from './progress';
export {
  pressAccuracy,
  recomputeResult,
  summarize,
  type PressCounts,
  type ResultText,
  type ScoredResult,
  type TypingResult,
} from './result';
export * from './comparable-speed';
export * from './figure-definitions';
export { humanGaps, typedSteadily, typedWithGaps, type SteadyTypingOptions } from './steady-typing';
export { decodeKeyLog, encodeKeyLog } from './key-log';
export {
  endsAtReportedTime,
  gapStatistics,
  judgeKeyLog,
  type KeyLogContradiction,
  type KeyLogReplay,
  type KeyLogVerdict,
  logContradictions,
  type RankingHold,
  replayKeyLog,
  type ReplayedFigures,
  type ReplayableResult,
  replayedFigures,
  rhythmHolds,
  testOfResult,
  RHYTHM_LIMITS,
} from './key-log-check';
export { checkSubmittedResult, type ResultProblem, type SubmittedResult } from './result-check';
export * from './lesson-progress';
export * from './lesson-language';
export { buildLessonText, ENGLISH_LETTER_SHARE, LESSON_TEXT_LENGTH, wordsOfLetters } from './lesson-text';
