import { describe, expect, it } from '@jest/globals';
import { buildLessonText, LESSON_LETTER_ORDER, seededRandom } from '@typing/typing-core';
import { loadWordsByFrequency, wordsByFrequencyOf } from './lesson-words';

describe('words by frequency', () => {
  it('lists distinct lowercase words, the most frequent first', () => {
    expect(wordsByFrequencyOf('The cat and the dog, and THE bird.')).toEqual(['the', 'and', 'cat', 'dog', 'bird']);
  });
});

describe('the lesson words', () => {
  it('are the English frequency list, and with 10 letters in play lessons are all real words', async () => {
    const list = await loadWordsByFrequency();
    expect(list.length).toBeGreaterThan(9000);
    expect(list.slice(0, 3)).toEqual(['the', 'of', 'in']);
    const letters = [...LESSON_LETTER_ORDER.slice(0, 10)];
    const known = new Set(list);
    for (const focus of letters) {
      const words = buildLessonText({ letters, focus, wordsByFrequency: list, random: seededRandom(11) }).split(' ');
      expect(words.filter((word) => known.has(word)).length / words.length).toBeGreaterThanOrEqual(0.95);
    }
  });
});
