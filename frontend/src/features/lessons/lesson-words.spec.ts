import { describe, expect, it } from '@jest/globals';
import { buildLessonText, ENGLISH_LETTER_SHARE, LESSON_LETTER_ORDER, seededRandom } from '@typing/typing-core';
import { loadWordsByFrequency, wordsByFrequencyOf } from './lesson-words';

describe('words by frequency', () => {
  it('lists distinct lowercase words, the most frequent first', () => {
    expect(wordsByFrequencyOf('The cat and the dog, and THE bird.')).toEqual(['the', 'and', 'cat', 'dog', 'bird']);
  });
});

const SEEDS = 10;
const lettersOf = (count: number) => [...LESSON_LETTER_ORDER.slice(0, count)];
const focusShare = (text: string, focus: string) => {
  const letters = text.replace(/ /g, '');
  return [...letters].filter((ch) => ch === focus).length / letters.length;
};

/** Every lesson text for `count` letters in play: each letter in focus, SEEDS times. */
function lessonsWith(list: readonly string[], count: number) {
  const letters = lettersOf(count);
  return letters.flatMap((focus) =>
    Array.from({ length: SEEDS }, (_, seed) => ({
      focus,
      text: buildLessonText({ letters, focus, wordsByFrequency: list, random: seededRandom(seed + 1) }),
    })),
  );
}

describe('lessons from the English frequency list (the list the page loads)', () => {
  const counts = Array.from({ length: LESSON_LETTER_ORDER.length - 9 }, (_, i) => i + 10);

  it('is the 10,000-word frequency list, most frequent first', async () => {
    const list = await loadWordsByFrequency();
    expect(list.length).toBeGreaterThan(9000);
    expect(list.slice(0, 3)).toEqual(['the', 'of', 'in']);
  });

  it.each(counts)('are at least 95 %% real words with %i letters in play, every letter in focus', async (count) => {
    const list = await loadWordsByFrequency();
    const known = new Set(list);
    const words = lessonsWith(list, count).flatMap(({ text }) => text.split(' '));
    const realShare = words.filter((word) => known.has(word)).length / words.length;
    expect(realShare).toBeGreaterThanOrEqual(0.95);
  });

  it.each([6, 8, ...counts])('have the focus letter at twice its English share or more (%i letters)', async (count) => {
    const list = await loadWordsByFrequency();
    const under = lessonsWith(list, count).filter(
      ({ text, focus }) => focusShare(text, focus) < 2 * ENGLISH_LETTER_SHARE[focus],
    );
    expect(under.map(({ focus, text }) => `${focus}: ${text}`)).toEqual([]);
  });
});
