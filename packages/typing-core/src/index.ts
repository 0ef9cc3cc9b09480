export * from './constants';
export * from './engine/test-options';
export { buildTestText, tidyCustomText, type WordSource } from './texts/test-text';
export * from './texts/languages';
// The Hindi layouts' names only: their tables and the emulator load from '@typing/typing-core/hindi'.
export { HINDI_LAYOUT_IDS, isHindiLayoutId, TYPING_ORDERS, type HindiLayoutId, type TypingOrder } from './hindi/layout';
export * from './lessons/lesson-languages';
export * from './figures/key-confidence';
export * from './texts/paragraphs';
export { buildSampleText, words, wordIndexByChar, type RandomSource } from './texts/sample-text';
export { seededRandom } from './texts/seeded-random';
export { isPrintableKey, KEY_BACKSPACE, KEY_ENTER, KEY_NO_EDIT, keyName } from './engine/keys';
export {
  applyKey,
  applyKeys,
  createTest,
  deadlineMs,
  limitSeconds,
  tick,
  withDuration,
  type CompletionReason,
  type TestStatus,
  type TimedKey,
  type TypingState,
} from './engine/typing-test';
export { applyEditPress, EDIT_OVERRUN, type EditPress } from './engine/edit-press';
export type { KeyPress } from './engine/key-press';
export { logToArray, type AppendLog } from './engine/append-log';
export * from './figures/metrics';
export {
  mergeKeyCounts,
  sortedKeyCounts,
  topWeakKeys,
  weakKeyStats,
  wrongKeyPresses,
  type KeyCount,
} from './figures/weak-keys';
export { keyTimings, mergeKeyTimings, slowestKeys, type KeyTiming } from './figures/key-timings';
export { substitutions, type Substitution } from './figures/substitutions';
export { consistency, speedSeries } from './figures/speed-series';
export * from './figures/live-readouts';
export {
  pressAccuracy,
  recomputeResult,
  summarize,
  type PressCounts,
  type ResultText,
  type ScoredResult,
  type TypingResult,
} from './figures/result';
export * from './figures/comparable-speed';
export * from './figures/figure-definitions';
export { decodeKeyLog, encodeKeyLog } from './verification/key-log-encoding';
export { judgeKeyLog, RHYTHM_LIMITS } from './verification/key-log-check';
export { judgeSubmittedResult, type ResultVerdict, type SubmissionContext } from './verification/result-verdict';
export * from './lessons/lesson-progress';
export * from './lessons/lesson-language';
export { buildLessonText, ENGLISH_LETTER_SHARE, LESSON_TEXT_LENGTH, wordsOfLetters } from './lessons/lesson-text';
