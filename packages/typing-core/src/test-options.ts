/**
 * The kinds of test beyond the spec's timed one (issue 12), as Monkeytype and keybr offer them:
 * a fixed number of words, or the typist's own text. The timed test stays the default.
 */
export const TEST_MODES = ['time', 'words', 'custom'] as const;
export type TestMode = (typeof TEST_MODES)[number];

export const WORD_COUNTS = [25, 50, 100] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

/** An untimed test (words, custom) ends by itself after this long. */
export const MAX_UNTIMED_SECONDS = 600;

/** The longest custom text (about 500 words). */
export const CUSTOM_TEXT_MAX_CHARS = 3000;

/** What kind of test a text is for (the engine's part of the options; the text itself is built apart). */
export interface TestOptions {
  readonly mode: TestMode;
  /** Words in the text of a word test. */
  readonly wordCount?: WordCount;
  readonly punctuation: boolean;
  readonly numbers: boolean;
}

/** The spec's timed test: no extras. */
export const TIMED_TEST: TestOptions = { mode: 'time', punctuation: false, numbers: false };

export function isWordCount(value: number): value is WordCount {
  return (WORD_COUNTS as readonly number[]).includes(value);
}
