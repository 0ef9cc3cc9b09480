import type { HindiLayoutId, TypingOrder } from './hindi/layout';
import type { Language } from './languages';

/**
 * The kinds of test beyond the spec's timed one, as Monkeytype and keybr offer them:
 * a fixed number of words, the typist's own text, or a passage of a book typed exactly.
 * The timed test stays the default.
 */
export const TEST_MODES = ['time', 'words', 'custom', 'quote'] as const;
export type TestMode = (typeof TEST_MODES)[number];

export const WORD_COUNTS = [25, 50, 100] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

/** A quote test's passage lengths: under 100, 100–299 and 300–600 characters. */
export const QUOTE_LENGTHS = ['short', 'medium', 'long'] as const;
export type QuoteLength = (typeof QUOTE_LENGTHS)[number];

/** An untimed test (words, custom) ends by itself after this long. */
export const MAX_UNTIMED_SECONDS = 600;

/** The longest custom text (about 500 words). */
export const CUSTOM_TEXT_MAX_CHARS = 3000;

/** What kind of test a text is for (the engine's part of the options; the text itself is built apart). */
export interface TestOptions {
  readonly mode: TestMode;
  /** Words in the text of a word test. */
  readonly wordCount?: WordCount;
  /** The passage length of a quote test (its text comes from the server's passages). */
  readonly quoteLength?: QuoteLength;
  readonly punctuation: boolean;
  readonly numbers: boolean;
  /** The text's language (its words come from that language's list); absent means English. */
  readonly language?: Language;
  /**
   * The Hindi layout emulated by physical key, and its typing order (a Hindi test whose keys the page
   * turns into text); absent when the keyboard types the language itself.
   */
  readonly layout?: HindiLayoutId;
  readonly typingOrder?: TypingOrder;
}

/** The spec's timed test: no extras. */
export const TIMED_TEST: TestOptions = { mode: 'time', punctuation: false, numbers: false };

export function isWordCount(value: number): value is WordCount {
  return (WORD_COUNTS as readonly number[]).includes(value);
}

export function isQuoteLength(value: unknown): value is QuoteLength {
  return (QUOTE_LENGTHS as readonly unknown[]).includes(value);
}
