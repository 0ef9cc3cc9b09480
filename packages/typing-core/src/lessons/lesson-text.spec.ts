import type { LessonLanguage } from './lesson-language';
import { ENGLISH_LETTER_SHARE, buildLessonText, pseudoWord, wordsOfLetters } from './lesson-text';
import { afterLesson, LESSON_LETTER_ORDER, lettersInPlay, newLessonProgress } from './lesson-progress';
import { FIXTURE_WORDS_BY_FREQUENCY } from './lesson-words.fixture';
import { seededRandom } from '../texts/seeded-random';

const lettersOf = (count: number) => [...LESSON_LETTER_ORDER.slice(0, count)];
const letterShare = (text: string, letter: string) => {
  const letters = text.replace(/ /g, '');
  return [...letters].filter((ch) => ch === letter).length / letters.length;
};

describe('lesson text', () => {
  it.each([6, 8, 10, 14, 26])('uses only the %i letters in play and spaces, about one line', (count) => {
    const letters = lettersOf(count);
    for (let seed = 1; seed <= 50; seed += 1) {
      const focus = letters[seed % letters.length];
      const text = buildLessonText({
        letters,
        focus,
        wordsByFrequency: FIXTURE_WORDS_BY_FREQUENCY,
        random: seededRandom(seed),
      });
      expect([...text].filter((ch) => ch !== ' ' && !letters.includes(ch))).toEqual([]);
      expect(text.length).toBeGreaterThanOrEqual(50);
      expect(text.length).toBeLessThan(120);
      expect(text).not.toMatch(/^ | $| {2}/);
    }
  });

  it.each([6, 10, 14, 26])('has the focus letter at twice its English share or more (%i letters)', (count) => {
    const letters = lettersOf(count);
    for (const focus of letters) {
      const text = buildLessonText({
        letters,
        focus,
        wordsByFrequency: FIXTURE_WORDS_BY_FREQUENCY,
        random: seededRandom(7),
      });
      expect({ focus, share: letterShare(text, focus) >= 2 * ENGLISH_LETTER_SHARE[focus] }).toEqual({
        focus,
        share: true,
      });
    }
  });

  it('is all real words once 10 letters are in play', () => {
    const letters = lettersOf(10);
    const known = new Set(FIXTURE_WORDS_BY_FREQUENCY);
    for (const focus of letters) {
      const words = buildLessonText({
        letters,
        focus,
        wordsByFrequency: FIXTURE_WORDS_BY_FREQUENCY,
        random: seededRandom(3),
      }).split(' ');
      expect(words.filter((word) => known.has(word)).length / words.length).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('uses pronounceable pseudo-words when too few real words fit', () => {
    const letters = lettersOf(6);
    const fewWords = FIXTURE_WORDS_BY_FREQUENCY.slice(0, 100);
    expect(wordsOfLetters(fewWords, letters).length).toBeLessThan(30);
    const text = buildLessonText({
      letters,
      focus: 'r',
      wordsByFrequency: fewWords,
      random: seededRandom(5),
    });
    const known = new Set(fewWords);
    expect(text.split(' ').filter((word) => known.has(word))).toEqual([]);
    for (const word of text.split(' ')) expect(word).not.toMatch(/[^ei]{3}|[ei]{3}/); // no three consonants or vowels in a row
  });

  it('finds real words for a letter that none of the most frequent words that fit has', () => {
    const letters = [...'enitrlz'];
    const common = Array.from({ length: 500 }, (_, i) =>
      [0, 1, 2, 3].map((d) => 'enitrl'[Math.floor(i / 6 ** d) % 6]).join(''),
    );
    const text = buildLessonText({
      letters,
      focus: 'z',
      wordsByFrequency: [...common, 'zeal', 'zinc', 'lizet'],
      random: seededRandom(2),
    });
    const words = text.split(' ');
    expect(words.filter((word) => word.includes('z')).every((word) => word === 'lizet')).toBe(true);
    expect(words.filter((word) => !common.includes(word) && word !== 'lizet')).toEqual([]);
  });

  it('leaves out the short abbreviations a frequency list carries, keeping short real words', () => {
    expect(wordsOfLetters(['in', 'en', 'it', 'et', 'tin', 'li', 'line'], lettersOf(6))).toEqual([
      'in',
      'it',
      'tin',
      'line',
    ]);
  });

  it('puts the focus letter into a pseudo-word', () => {
    for (let seed = 1; seed < 30; seed += 1) expect(pseudoWord(lettersOf(6), 'l', seededRandom(seed))).toContain('l');
  });

  it('follows the language it is given: its letters, their shares and its vowels', () => {
    const language: LessonLanguage = {
      letterOrder: 'aeñosr',
      letterShare: { a: 0.3, e: 0.3, ñ: 0.1, o: 0.1, s: 0.1, r: 0.1 },
      vowels: 'aeo',
    };
    const letters = lettersInPlay({ keysInPlay: 6 }, language);
    expect(letters).toEqual(['a', 'e', 'ñ', 'o', 's', 'r']);
    for (let seed = 1; seed <= 20; seed += 1) {
      const text = buildLessonText({ letters, focus: 'ñ', wordsByFrequency: [], random: seededRandom(seed), language });
      expect([...text.replace(/ /g, '')].every((ch) => letters.includes(ch))).toBe(true);
      expect(letterShare(text, 'ñ')).toBeGreaterThanOrEqual(0.2);
      for (const word of text.split(' ')) expect(word).not.toMatch(/[aeo]{3}|[^aeo]{3}/);
    }
    // Its letters join in its order; letters it does not teach are not counted.
    const fast = letters.map((key) => ({ key, samples: 10, totalMs: 2000, misses: 0 }));
    const after = afterLesson(
      { ...newLessonProgress(), keysInPlay: 5 },
      [...fast, { key: 'z', samples: 10, totalMs: 2000, misses: 0 }],
      language,
    );
    expect(lettersInPlay(after, language)).toEqual(letters);
    expect(after.keys.map((k) => k.key)).not.toContain('z');
  });
});
