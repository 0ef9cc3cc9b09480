import { ENGLISH_LESSONS, type LessonLanguage } from './lesson-language';

// A module of its own, so pages without lessons (the typing page) load none of these tables.

/** Words weighted 1 / rank, as build:content prints it; k, w and ü get the least share so they join last. */
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

/** e a o s n u first: "no", "una", "eso", "son" form at once; ñ and the accented vowels are keys of their own. */
export const SPANISH_LESSONS: LessonLanguage = {
  // A literal, so bundlers can drop the lessons' tables from pages without lessons.
  letterOrder: 'eaosnuridtlcqmpbgvhyíéáfójzñúxükw',
  letterShare: SPANISH_LETTER_SHARE,
  vowels: 'aeiouáéíóú',
};

/** Hindi's lessons teach a layout's physical keys instead (`hindiLessonLanguage`). */
export const LETTER_LESSON_LANGUAGES = ['en', 'es'] as const;
export type LetterLessonLanguage = (typeof LETTER_LESSON_LANGUAGES)[number];

export const isLetterLessonLanguage = (language: string): language is LetterLessonLanguage =>
  (LETTER_LESSON_LANGUAGES as readonly string[]).includes(language);

export const LESSON_LANGUAGES: Readonly<Record<LetterLessonLanguage, LessonLanguage>> = {
  en: ENGLISH_LESSONS,
  es: SPANISH_LESSONS,
};

export const ALL_LESSON_LETTERS: readonly string[] = /*#__PURE__*/ (() => [
  ...new Set(LETTER_LESSON_LANGUAGES.flatMap((language) => [...LESSON_LANGUAGES[language].letterOrder])),
])();

export const MAX_LESSON_LETTERS = /*#__PURE__*/ (() =>
  Math.max(...LETTER_LESSON_LANGUAGES.map((language) => LESSON_LANGUAGES[language].letterOrder.length)))();

/** Up to four layers (plain, Shift, AltGr, AltGr+Shift) of a typing block's 48 keys. */
export const MAX_LESSON_KEYS = 4 * 48;

/** `KeyboardEvent.code` with its layer: `KeyK`, `Shift+KeyK`, `AltGr+Shift+KeyK`. */
export const LESSON_KEY_ID_PATTERN = /^(AltGr\+)?(Shift\+)?[A-Z][A-Za-z0-9]{1,20}$/;
