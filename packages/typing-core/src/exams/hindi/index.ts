/** Apart from `@typing/typing-core/exams` so English exams do not load the Hindi layouts. */
export { hindiKeyCounter } from './hindi-keys';
export {
  HindiExamBox,
  type HindiBoxRules,
  type HindiKeyDown,
  type HindiKeyOutcome,
  hindiLoggedKey,
  replayHindiExamKeys,
} from './hindi-box';
