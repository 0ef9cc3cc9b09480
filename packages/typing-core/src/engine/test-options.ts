import type { HindiLayoutId, TypingOrder } from '../hindi/layout';
import type { Language } from '../texts/languages';

/** Beyond the spec's timed test (the default), as Monkeytype and keybr offer them. */
export const TEST_MODES = ['time', 'words', 'custom', 'quote'] as const;
export type TestMode = (typeof TEST_MODES)[number];

export const WORD_COUNTS = [25, 50, 100] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

/** Under 100, 100–299 and 300–600 characters. */
export const QUOTE_LENGTHS = ['short', 'medium', 'long'] as const;
export type QuoteLength = (typeof QUOTE_LENGTHS)[number];

export const MAX_UNTIMED_SECONDS = 600;

export const CUSTOM_TEXT_MAX_CHARS = 3000;

export interface TestOptions {
  readonly mode: TestMode;
  readonly wordCount?: WordCount;
  readonly quoteLength?: QuoteLength;
  readonly punctuation: boolean;
  readonly numbers: boolean;
  /** Absent means English. */
  readonly language?: Language;
  /** Absent when the keyboard types the language itself. */
  readonly layout?: HindiLayoutId;
  readonly typingOrder?: TypingOrder;
}

export const TIMED_TEST: TestOptions = { mode: 'time', punctuation: false, numbers: false };

export function isWordCount(value: number): value is WordCount {
  return (WORD_COUNTS as readonly number[]).includes(value);
}

export function isQuoteLength(value: unknown): value is QuoteLength {
  return (QUOTE_LENGTHS as readonly unknown[]).includes(value);
}
