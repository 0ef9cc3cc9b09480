import { isLanguage, LANGUAGE_LETTERS, LANGUAGES, drawWords, TEST_WORD_POOL } from './languages';
import { SPANISH_LESSONS } from '../lessons/lesson-languages';
import { words } from './sample-text';
import { seededRandom } from './seeded-random';
import { applyKey, createTest } from '../engine/typing-test';
import { summarize } from '../figures/result';
import { TIMED_TEST, type TestOptions } from '../engine/test-options';
import { buildTestText } from './test-text';

const LIST = ['que', 'de', 'no', 'a', 'la', 'el', 'está', 'sí', 'mañana', 'qué'];
const spanish = { language: 'es', frequencyList: LIST } as const;

describe('languages', () => {
  it('knows English, Spanish and Hindi by their codes, and nothing else', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'hi']);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('hi')).toBe(true);
    for (const other of ['mr', 'ES', 'spanish', '', null, 1]) expect(isLanguage(other)).toBe(false);
  });

  it('teaches every Spanish letter once in lessons, ñ and the accented vowels as keys of their own', () => {
    const order = [...SPANISH_LESSONS.letterOrder];
    expect(new Set(order).size).toBe(order.length);
    expect([...order].sort()).toEqual([...LANGUAGE_LETTERS.es].sort());
    expect(order.slice(0, 6).join('')).toBe('eaosnu');
    // The order is the share table's, most frequent first.
    expect(SPANISH_LESSONS.letterOrder).toBe(Object.keys(SPANISH_LESSONS.letterShare).join(''));
    for (const letter of order) expect(SPANISH_LESSONS.letterShare[letter]).toBeGreaterThan(0);
  });
});

describe('drawWords', () => {
  it('draws from the most frequent words only, never one word twice in a row', () => {
    const list = Array.from({ length: TEST_WORD_POOL + 500 }, (_, i) => `w${i}`);
    const drawn = drawWords(list, 5000, seededRandom(3));
    expect(drawn).toHaveLength(5000);
    expect(drawn.every((word) => Number(word.slice(1)) < TEST_WORD_POOL)).toBe(true);
    expect(drawn.some((word, i) => i > 0 && drawn[i - 1] === word)).toBe(false);
    expect(new Set(drawn).size).toBeGreaterThan(TEST_WORD_POOL * 0.9);
  });

  it('refuses a list too short to avoid repeats', () => {
    expect(() => drawWords(['uno'], 3, seededRandom(1))).toThrow(RangeError);
  });
});

describe('a test text in Spanish', () => {
  it('is 300 words of the list for a timed test, exactly N for a word test', () => {
    const timed = words(buildTestText(TIMED_TEST, seededRandom(5), spanish));
    expect(timed).toHaveLength(300);
    expect(timed.every((word) => LIST.includes(word))).toBe(true);
    const wordTest = buildTestText({ ...TIMED_TEST, mode: 'words', wordCount: 25 }, seededRandom(5), spanish);
    expect(words(wordTest)).toHaveLength(25);
  });

  it('keeps accents and ñ, and never adds an English possessive', () => {
    const text = buildTestText({ mode: 'time', punctuation: true, numbers: false }, seededRandom(9), spanish);
    expect(text).toMatch(/[ñáéíóú]/);
    expect(text).not.toMatch(/'s\b/);
  });
});

describe('a result in another language', () => {
  it('names its language; an English one does not', () => {
    const spanishOptions = {
      mode: 'words',
      wordCount: 25,
      punctuation: false,
      numbers: false,
      language: 'es',
    } as const;
    const typed = (options: TestOptions) =>
      summarize(applyKey(applyKey(createTest('sí no', 60, options), 's', 1000), 'Enter', 1300));
    expect(typed(spanishOptions).language).toBe('es');
    expect(typed({ ...spanishOptions, language: 'en' })).not.toHaveProperty('language');
    expect(typed(TIMED_TEST)).not.toHaveProperty('language');
  });
});
