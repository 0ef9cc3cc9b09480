import type { RandomSource } from './sample-text';

/**
 * What the lesson rules and the text generator need of any lesson language. A key is any string:
 * a letter of the text, or (for a layout that types a script through other keys) a physical key
 * with its layer, in which case the language says which keys type a word.
 */
export interface LessonKeyLanguage {
  /** Every key lessons teach, in the order they join (the most useful first). */
  letterOrder: string | readonly string[];
  /** Each key's share of the key presses of ordinary text (spaces excluded). */
  letterShare: Readonly<Record<string, number>>;
  /** How many keys the first lesson has; LESSON_FIRST_KEYS unless told. */
  firstKeys?: number;
  /** The letters a pseudo-word alternates with the others (when the language has no `pseudoWord`). */
  vowels?: string;
  /**
   * When given, the only words of one or two letters lessons use: frequency lists carry
   * abbreviations and names that short ("en", "et", "li"), which are no words to practise.
   */
  shortWords?: readonly string[];
  /** The keys that type a word, when they are not its letters; null when the layout cannot type it. */
  keysOf?: (word: string) => readonly string[] | null;
  /** A pronounceable made-up word typed with the given keys only (with `focus` when it can). */
  pseudoWord?: (keys: readonly string[], focus: string | null, random: RandomSource) => string;
}

/**
 * What adaptive lessons need to know about a language whose keys are its letters: the order
 * letters join in, each letter's natural share (for "the focus letter at twice its share") and the
 * vowels (for pronounceable pseudo-words). The lesson rules and the text generator take one of
 * these and a word list, so a second language is a new value here, not new code.
 */
export interface LessonLanguage extends LessonKeyLanguage {
  letterOrder: string;
  vowels: string;
}

/** keybr's English order: the most frequent letters first, with a few moved so early words form. */
const ENGLISH_LETTER_ORDER = 'enitrlsauodychgmpbkvwfzxqj';

/** Letter frequencies of English text (per letter, spaces excluded; the usual table, rounded). */
const ENGLISH_LETTER_SHARE: Readonly<Record<string, number>> = {
  e: 0.127,
  t: 0.091,
  a: 0.082,
  o: 0.075,
  i: 0.07,
  n: 0.067,
  s: 0.063,
  h: 0.061,
  r: 0.06,
  d: 0.043,
  l: 0.04,
  c: 0.028,
  u: 0.028,
  m: 0.024,
  w: 0.024,
  f: 0.022,
  g: 0.02,
  y: 0.02,
  p: 0.019,
  b: 0.015,
  v: 0.01,
  k: 0.008,
  j: 0.0015,
  x: 0.0015,
  q: 0.001,
  z: 0.0007,
};

export const ENGLISH_LESSONS: LessonLanguage = {
  letterOrder: ENGLISH_LETTER_ORDER,
  letterShare: ENGLISH_LETTER_SHARE,
  vowels: 'aeiouy',
  shortWords: 'a i am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we'.split(' '),
};
