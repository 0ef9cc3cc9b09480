/**
 * Hindi exams (`@typing/typing-core/exams/hindi`): key depressions counted by a layout's physical
 * keys, and the exam's typing box typed by physical key through the layout's emulator, the same on
 * the page and in the server's replay. Apart from `@typing/typing-core/exams` so English exams do
 * not load the Hindi layouts.
 */
export { hindiKeyCounter } from './hindi-keys';
export {
  HindiExamBox,
  type HindiBoxRules,
  type HindiKeyDown,
  type HindiKeyOutcome,
  hindiLoggedKey,
  replayHindiExamKeys,
} from './hindi-box';
