/** Exam-grade typing tests: the boards' profiles and their evaluation (`@typing/typing-core/exams`). */
export * from './profiles';
export { examWords, keyDepressionsOf, type ExamWord } from './words';
export { alignWords, type AlignmentStep } from './alignment';
export * from './classify';
export * from './figures';
export * from './evaluate';
export { examPassageText, passageKeyDepressions } from './passage';
export { applyExamKey, replayExamKeys, type ReplayedExam, type ReplayRules } from './key-log';
export {
  type BoxState,
  countsAsKeyDepression,
  examKey,
  type KeyContext,
  type KeyOutcome,
  type PressedKey,
  wordCount,
} from './exam-keys';
