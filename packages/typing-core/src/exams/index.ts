/** Exam-grade typing tests: the boards' profiles and their evaluation (`@typing/typing-core/exams`). */
export * from './profiles';
export { examWords, keyDepressionsOf, type ExamWord } from './words';
export { alignWords, type AlignmentStep } from './alignment';
export * from './classify';
export * from './figures';
export * from './evaluate';
export { examPassageText, passageKeyDepressions } from './passage';
export { replayExamKeys, type ReplayedExam } from './key-log';
