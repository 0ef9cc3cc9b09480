import {
  afterLesson,
  focusLetter,
  lessonKeyStates,
  lessonRecordsOf,
  lettersInPlay,
  newLessonProgress,
} from '../../lessons/lesson-progress';
import { buildLessonText, MIN_REAL_WORDS, wordsOfLetters } from '../../lessons/lesson-text';
import { seededRandom } from '../../texts/seeded-random';
import { HindiKeyEmulator } from '../emulator';
import { KEY_LAYERS, keyOf } from '../layout';
import { hindiLayouts } from '../layouts/all';
import { FIXTURE_HINDI_WORDS } from './hindi-words.fixture';
import { keyIdOf, physicalKeyOf } from './key-id';
import { HOME_ROW_CODES, hindiLessonLanguage, type HindiLessonLanguage } from './lesson-language';

const layouts = Object.values(hindiLayouts);
const languageOf = (id: keyof typeof hindiLayouts) => hindiLessonLanguage(hindiLayouts[id], FIXTURE_HINDI_WORDS);

/** A lesson's counters: each key pressed 10 times at `ms` a press. */
const lesson = (keys: readonly string[], ms: number, misses = 0) =>
  keys.map((key) => ({ key, samples: 10, totalMs: 10 * ms, misses }));

/** What the word's keys type on a fresh emulator of the language's layout. */
function replay(language: HindiLessonLanguage, keys: readonly string[]): string {
  const emulator = new HindiKeyEmulator(language.layout);
  for (const id of keys) emulator.press(physicalKeyOf(id));
  return emulator.text;
}

function lessonText(language: HindiLessonLanguage, keysInPlay: number, focus: string, seed: number): string {
  return buildLessonText({
    letters: lettersInPlay({ keysInPlay }, language),
    focus,
    wordsByFrequency: FIXTURE_HINDI_WORDS,
    random: seededRandom(seed),
    language,
  });
}

describe('a key id', () => {
  it('names a physical key and its layer, and back', () => {
    for (const layer of KEY_LAYERS) {
      const key = keyOf('KeyK', layer);
      expect(physicalKeyOf(keyIdOf(key))).toEqual(key);
    }
    expect(KEY_LAYERS.map((layer) => keyIdOf(keyOf('KeyK', layer)))).toEqual([
      'KeyK',
      'Shift+KeyK',
      'AltGr+KeyK',
      'AltGr+Shift+KeyK',
    ]);
  });
});

describe.each(layouts.map((layout) => [layout.id, layout] as const))('Hindi lessons on %s', (_, layout) => {
  const language = hindiLessonLanguage(layout, FIXTURE_HINDI_WORDS);

  it('start with the home row, then add the keys the words press most (each key once)', () => {
    expect(lettersInPlay(newLessonProgress(35, language), language)).toEqual(HOME_ROW_CODES);
    const rest = language.letterOrder.slice(HOME_ROW_CODES.length);
    const shares = rest.map((key) => language.letterShare[key]!);
    expect(shares.every((share, i) => share > 0 && (i === 0 || share <= shares[i - 1]!))).toBe(true);
    expect(new Set(language.letterOrder).size).toBe(language.letterOrder.length);
    expect(rest.length).toBeGreaterThan(20);
  });

  it('counts a letter typed with several keys as each of its presses', () => {
    const keys = language.keysOf('क्षेत्र')!;
    expect(keys.length).toBeGreaterThan(1);
    expect(replay(language, keys)).toBe('क्षेत्र');
  });

  it('unlock the next key by the English rule: every key in play at the target with good accuracy', () => {
    const progress = newLessonProgress(35, language);
    const home = lettersInPlay(progress, language);
    const fast = afterLesson(progress, lesson(home, 200), language);
    expect(lettersInPlay(fast, language)).toEqual(language.letterOrder.slice(0, HOME_ROW_CODES.length + 1));
    expect(
      afterLesson(progress, [...lesson(home.slice(1), 200), ...lesson(home.slice(0, 1), 500)], language).keysInPlay,
    ).toBe(HOME_ROW_CODES.length);
    expect(
      afterLesson(progress, [...lesson(home.slice(1), 200), ...lesson(home.slice(0, 1), 200, 2)], language).keysInPlay,
    ).toBe(HOME_ROW_CODES.length);
    const slowK = afterLesson(
      progress,
      [
        ...lesson(
          home.filter((key) => key !== 'KeyK'),
          200,
        ),
        ...lesson(['KeyK'], 600),
      ],
      language,
    );
    expect(focusLetter(lessonKeyStates(slowK, language))).toBe('KeyK');
  });

  it('count a lesson’s presses by physical key, leaving out keys it does not teach', () => {
    const press = (expected: string, typed: string, intervalMs: number | null) => ({
      expected,
      typed,
      atOffsetMs: 0,
      intervalMs,
    });
    const records = lessonRecordsOf(
      [
        press('KeyK', 'KeyK', null),
        press('KeyF', 'KeyD', 200),
        press('KeyF', 'KeyF', 300),
        press('Space', 'Space', 150),
      ],
      language,
    );
    expect(records).toEqual([{ key: 'KeyF', samples: 1, totalMs: 300, misses: 1 }]);
  });

  it.each([8, 9, 12, 16, 24, 1000])('type every word of a lesson with %i keys in play on those keys alone', (count) => {
    const letters = lettersInPlay({ keysInPlay: count }, language);
    letters.forEach((focus, seed) => {
      const text = lessonText(language, count, focus, seed);
      expect(text.length).toBeGreaterThanOrEqual(50);
      const untypable = text.split(' ').filter((word) => {
        const keys = language.keysOf(word);
        return keys === null || !keys.every((key) => letters.includes(key)) || replay(language, keys) !== word;
      });
      expect({ focus, untypable }).toEqual({ focus, untypable: [] });
    });
  });

  it('put the focus key into the text', () => {
    const letters = lettersInPlay({ keysInPlay: HOME_ROW_CODES.length + 4 }, language);
    const missing = letters.filter((focus) => {
      const text = lessonText(language, letters.length, focus, 3);
      return !text.split(' ').some((word) => language.keysOf(word)!.includes(focus));
    });
    expect(missing).toEqual([]);
  });

  it('are the same for the same seed', () => {
    const text = lessonText(language, 12, 'KeyK', 42);
    expect(lessonText(language, 12, 'KeyK', 42)).toBe(text);
    expect(lessonText(language, 12, 'KeyK', 43)).not.toBe(text);
  });
});

describe('Hindi lesson words', () => {
  it('are real words once enough fit the keys in play, and made-up syllables before', () => {
    const language = languageOf('inscript');
    const known = new Set(FIXTURE_HINDI_WORDS);
    const home = lettersInPlay({ keysInPlay: HOME_ROW_CODES.length }, language);
    expect(wordsOfLetters(FIXTURE_HINDI_WORDS, home, 400, language).length).toBeLessThan(MIN_REAL_WORDS);
    const early = lessonText(language, HOME_ROW_CODES.length, 'KeyK', 1).split(' ');
    expect(early.filter((word) => known.has(word))).toEqual([]);
    // Consonant (or cluster) + vowel-sign syllables: no vowel sign without a consonant before it.
    for (const word of early) expect(word).toMatch(/^[क-हअ-औ]/u);
    for (const word of early) expect(word).not.toMatch(/[ा-ौ][ा-ौ]/u);

    const all = language.letterOrder.length;
    const late = lessonText(language, all, language.letterOrder[all - 1]!, 1).split(' ');
    expect(late.filter((word) => !known.has(word))).toEqual([]);
  });

  it.each(layouts.map((layout) => [layout.id, layout] as const))(
    'made up on %s are consonant + vowel-sign syllables with the focus key in them',
    (_, layout) => {
      const language = hindiLessonLanguage(layout, FIXTURE_HINDI_WORDS);
      const letters = lettersInPlay({ keysInPlay: 16 }, language);
      for (const focus of letters) {
        const text = buildLessonText({ letters, focus, wordsByFrequency: [], random: seededRandom(9), language });
        for (const word of text.split(' ')) {
          expect(word).toMatch(/^[क-हअ-औ]/u);
          expect(word).not.toMatch(/[ा-ौ][ा-ौ्]/u);
          expect(language.keysOf(word)!.every((key) => letters.includes(key))).toBe(true);
        }
        expect(text.split(' ').some((word) => language.keysOf(word)!.includes(focus))).toBe(true);
      }
    },
  );

  it('are computed once per layout and word list', () => {
    expect(languageOf('krutidev')).toBe(languageOf('krutidev'));
    expect(hindiLessonLanguage(hindiLayouts.krutidev, [...FIXTURE_HINDI_WORDS])).not.toBe(languageOf('krutidev'));
  });
});
