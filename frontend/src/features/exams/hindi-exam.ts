/**
 * What a Hindi exam adds to the exam page, in a chunk of its own loaded when Hindi is chosen
 * (hindi-exam-loader.ts): the layouts' emulator in the exam's box, their key counts, and the
 * Devanagari font.
 */
// Noto Sans Devanagari (SIL OFL 1.1), self-hosted: only its Devanagari range.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';

export { HindiExamBox, hindiKeyCounter, hindiLoggedKey } from '@typing/typing-core/exams/hindi';
