import type { RandomSource } from './sample-text';

/**
 * The languages of the built-in practice, by their BCP 47 codes: English (the
 * spec's), Spanish and Hindi. A language's words come from its frequency list (packages/practice-content);
 * what the engine and the server need to know is here: the letters its texts use (what lessons
 * teach is in lesson-languages.ts).
 */
export const LANGUAGES = ['en', 'es', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The letters a language's plain texts are made of (besides the space). */
export const LANGUAGE_LETTERS: Readonly<Record<Language, string>> = {
  en: LATIN_LETTERS,
  es: `${LATIN_LETTERS}ñáéíóúü`,
  // Vowels, consonants, vowel signs, candrabindu, anusvara, visarga, nukta and virama.
  hi: 'अआइईउऊऋएऐओऔऑकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौॉँंः़्',
};

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
