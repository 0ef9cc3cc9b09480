/** A Hindi exam's additions, in a chunk loaded when Hindi is chosen. */
// Noto Sans Devanagari (SIL OFL 1.1), self-hosted: only its Devanagari range.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';

export { HindiExamBox, hindiKeyCounter, hindiLoggedKey } from '@typing/typing-core/exams/hindi';
