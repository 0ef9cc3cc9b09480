import type { RandomSource } from './sample-text';

/** BCP 47 codes; words come from practice-content's frequency lists. */
export const LANGUAGES = ['en', 'es', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export const LANGUAGE_LETTERS: Readonly<Record<Language, string>> = {
  en: LATIN_LETTERS,
  es: `${LATIN_LETTERS}ñáéíóúü`,
  // Vowels, consonants, vowel signs, candrabindu, anusvara, visarga, nukta and virama.
  hi: 'अआइईउऊऋएऐओऔऑकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौॉँंः़्',
};

/** Monkeytype's "1k". */
export const TEST_WORD_POOL = 1000;

/** Never the same word twice in a row. */
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
