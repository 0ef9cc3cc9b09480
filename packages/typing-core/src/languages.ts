import { ENGLISH_LESSONS, type LessonLanguage } from './lesson-language';
import type { RandomSource } from './sample-text';

/**
 * The languages of the built-in practice (issue 15 §5), by their BCP 47 codes: English (the
 * spec's) and Spanish. A language's words come from its frequency list (packages/practice-content);
 * what the engine and the server need to know is here: the letters its texts use and, for lessons,
 * the order they join in and their shares.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The letters a language's plain texts are made of (besides the space). */
export const LANGUAGE_LETTERS: Readonly<Record<Language, string>> = {
  en: LATIN_LETTERS,
  es: `${LATIN_LETTERS}ñáéíóúü`,
};

/**
 * Each letter's share of running Spanish, from the frequency list itself (each word weighted
 * 1 / rank), as `npm run build:content -w packages/practice-content` prints it; k and w, which no
 * listed word uses, and ü (rounded to 0) get the smallest share so they still join last.
 */
const SPANISH_LETTER_SHARE: Readonly<Record<string, number>> = {
  e: 0.1482,
  a: 0.1095,
  o: 0.09,
  s: 0.0734,
  n: 0.0637,
  u: 0.0594,
  r: 0.0592,
  i: 0.0493,
  d: 0.0455,
  t: 0.0437,
  l: 0.041,
  c: 0.0346,
  q: 0.0312,
  m: 0.0286,
  p: 0.0241,
  b: 0.0138,
  g: 0.0118,
  v: 0.0117,
  h: 0.0117,
  y: 0.0086,
  í: 0.0074,
  é: 0.0059,
  á: 0.0058,
  f: 0.0053,
  ó: 0.0052,
  j: 0.0046,
  z: 0.0028,
  ñ: 0.002,
  ú: 0.0014,
  x: 0.0009,
  ü: 0.0001,
  k: 0.0001,
  w: 0.0001,
};

/**
 * Spanish lessons: letters join in order of their share (e a o s n u first: "no", "una", "eso",
 * "son" form at once); ñ and the accented vowels are keys of their own, as the typist presses them.
 */
export const SPANISH_LESSONS: LessonLanguage = {
  letterOrder: Object.keys(SPANISH_LETTER_SHARE).join(''),
  letterShare: SPANISH_LETTER_SHARE,
  vowels: 'aeiouáéíóú',
};

/** What lessons teach in each language. */
export const LESSON_LANGUAGES: Readonly<Record<Language, LessonLanguage>> = {
  en: ENGLISH_LESSONS,
  es: SPANISH_LESSONS,
};

/** Every letter a lesson in any language teaches (what a saved lesson's letters are checked against first). */
export const ALL_LESSON_LETTERS: readonly string[] = [
  ...new Set(LANGUAGES.flatMap((language) => [...LESSON_LANGUAGES[language].letterOrder])),
];

/** The most letters any language's lessons teach. */
export const MAX_LESSON_LETTERS = Math.max(
  ...LANGUAGES.map((language) => LESSON_LANGUAGES[language].letterOrder.length),
);

/** How many of a frequency list's most frequent words a word or time test draws from (Monkeytype's "1k"). */
export const TEST_WORD_POOL = 1000;

/**
 * `count` words drawn at random from the most frequent `TEST_WORD_POOL` of a frequency list,
 * never the same word twice in a row.
 */
export function drawWords(frequencyList: readonly string[], count: number, random: RandomSource): string[] {
  const pool = frequencyList.slice(0, TEST_WORD_POOL);
  if (pool.length < 2) throw new RangeError('drawWords needs at least two words');
  const picked: string[] = [];
  while (picked.length < count) {
    const word = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
    if (word !== picked[picked.length - 1]) picked.push(word);
  }
  return picked;
}
