import type { RandomSource } from '../texts/sample-text';

/** A key is a letter, or for a layout that types a script through other keys, a physical key with its layer. */
export interface LessonKeyLanguage {
  /** The most useful first. */
  letterOrder: string | readonly string[];
  /** Spaces excluded. */
  letterShare: Readonly<Record<string, number>>;
  firstKeys?: number;
  /** Used when the language has no `pseudoWord`. */
  vowels?: string;
  /** Frequency lists carry abbreviations and names that short ("en", "et"), which are no words to practise. */
  shortWords?: readonly string[];
  keysOf?: (word: string) => readonly string[] | null;
  pseudoWord?: (keys: readonly string[], focus: string | null, random: RandomSource) => string;
}

/** A second language is a new value, not new code. */
export interface LessonLanguage extends LessonKeyLanguage {
  letterOrder: string;
  vowels: string;
}

/** keybr's order: the most frequent letters first, a few moved so early words form. */
const ENGLISH_LETTER_ORDER = 'enitrlsauodychgmpbkvwfzxqj';

/** The usual table, rounded. */
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
