import { ENGLISH_LESSONS, type LessonKeyLanguage } from './lesson-language';
import type { RandomSource } from '../texts/sample-text';

/** For "the focus letter at 2× its share". */
export const ENGLISH_LETTER_SHARE = ENGLISH_LESSONS.letterShare;

export const LESSON_TEXT_LENGTH = 50;
export const MIN_REAL_WORDS = 30;
/** Only the most frequent words that fit, so lessons read like English. */
const REAL_WORD_POOL = 400;

export interface LessonTextOptions {
  /** The text uses nothing else (and spaces). */
  letters: readonly string[];
  focus: string;
  wordsByFrequency: readonly string[];
  random: RandomSource;
  length?: number;
  language?: LessonKeyLanguage;
}

/** Short words only if the language lists them. */
export function wordsOfLetters(
  words: readonly string[],
  letters: readonly string[],
  limit = REAL_WORD_POOL,
  language: LessonKeyLanguage = ENGLISH_LESSONS,
): string[] {
  const allowed = new Set(letters);
  const short = language.shortWords ? new Set(language.shortWords) : null;
  const found: string[] = [];
  for (const word of words) {
    if (word.length === 0 || (short !== null && word.length <= 2 && !short.has(word))) continue;
    if (madeOf(language.keysOf ? language.keysOf(word) : word, allowed)) found.push(word);
    if (found.length >= limit) break;
  }
  return found;
}

/** A word's letters unsplit: the list is scanned in a keystroke. */
function madeOf(keys: Iterable<string> | null, allowed: ReadonlySet<string>): boolean {
  if (keys === null) return false;
  for (const key of keys) if (!allowed.has(key)) return false;
  return true;
}

const keysOfWord = (word: string, language: LessonKeyLanguage): readonly string[] =>
  language.keysOf?.(word) ?? [...word];

/** Draws focus words while the focus letter is under 2× its share in the language; ends only once it reaches that. */
export function buildLessonText({
  letters,
  focus,
  wordsByFrequency,
  random,
  length = LESSON_TEXT_LENGTH,
  language = ENGLISH_LESSONS,
}: LessonTextOptions): string {
  const real = wordsOfLetters(wordsByFrequency, letters, REAL_WORD_POOL, language);
  const wanted = Math.min(0.9, 2 * (language.letterShare[focus] ?? 0.05));
  const pooled = densestWords(real, focus, wanted, language);
  // A rare key may be in none of the most frequent words that fit: its words come from the whole list.
  const realFocus =
    pooled.length > 0 || real.length < MIN_REAL_WORDS
      ? pooled
      : densestWords(wordsOfLetters(wordsByFrequency, letters, Infinity, language), focus, wanted, language);
  const useReal = real.length >= MIN_REAL_WORDS && realFocus.length > 0;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const madeUp = (withFocus: string | null) =>
    language.pseudoWord
      ? language.pseudoWord(letters, withFocus, random)
      : pseudoWord(letters, withFocus, random, language.vowels);
  const anyWord = () => (useReal ? pick(real) : madeUp(null));
  const focusWord = () => (useReal ? pick(realFocus) : madeUp(focus));

  const chosen: string[] = [];
  let letterCount = 0;
  let focusCount = 0;
  const focusShare = () => (letterCount === 0 ? 0 : focusCount / letterCount);
  while (chosen.join(' ').length < length || focusShare() < wanted) {
    const word = focusShare() < wanted ? focusWord() : anyWord();
    chosen.push(word);
    const keys = keysOfWord(word, language);
    letterCount += keys.length;
    focusCount += keys.filter((key) => key === focus).length;
    if (chosen.length > 40) break; // a guard; the focus words always raise the share
  }
  return chosen.join(' ');
}

/** Each drawn moves the text's share up to `wanted`; when none is that dense, the densest few. */
function densestWords(words: readonly string[], focus: string, wanted: number, language: LessonKeyLanguage): string[] {
  const share = (word: string) => {
    const keys = keysOfWord(word, language);
    return keys.filter((key) => key === focus).length / keys.length;
  };
  const withFocus = words.filter((word) => keysOfWord(word, language).includes(focus));
  const dense = withFocus.filter((word) => share(word) >= wanted);
  return dense.length > 0 ? dense : [...withFocus].sort((a, b) => share(b) - share(a)).slice(0, 5);
}

export function pseudoWord(
  letters: readonly string[],
  focus: string | null,
  random: RandomSource,
  vowelLetters: string = ENGLISH_LESSONS.vowels,
): string {
  const isVowel = (ch: string) => vowelLetters.includes(ch);
  const vowels = letters.filter(isVowel);
  const consonants = letters.filter((ch) => !isVowel(ch));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const size = 3 + Math.floor(random() * 4);
  const startWithVowel = random() < 0.3;
  const chars: string[] = [];
  for (let i = 0; i < size; i += 1) {
    const wantVowel = (i % 2 === 0) === startWithVowel;
    const list = (wantVowel ? vowels : consonants).length > 0 ? (wantVowel ? vowels : consonants) : letters;
    chars.push(pick(list));
  }
  if (focus !== null && !chars.includes(focus)) {
    // Where its kind goes, so the word stays pronounceable.
    const focusIsVowel = isVowel(focus);
    const slots = chars.map((ch, i) => i).filter((i) => isVowel(chars[i]) === focusIsVowel);
    chars[slots.length > 0 ? pick(slots) : 0] = focus;
  }
  return chars.join('');
}
