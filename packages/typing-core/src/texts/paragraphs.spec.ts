import { BUILT_IN_PARAGRAPH_COUNT } from '../constants';
import { PARAGRAPHS } from './paragraphs';

describe('built-in paragraphs', () => {
  it('has the nine paragraphs the spec lists', () => {
    expect(PARAGRAPHS).toHaveLength(BUILT_IN_PARAGRAPH_COUNT);
  });

  it.each(PARAGRAPHS.map((text, i) => [i, text]))(
    'paragraph %i is lowercase words with single spaces and 40 to 70 words',
    (_, text) => {
      expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
      const count = text.split(' ').length;
      expect(count).toBeGreaterThanOrEqual(40);
      expect(count).toBeLessThanOrEqual(70);
    },
  );

  it('uses every letter of the alphabet across the set', () => {
    const used = new Set(PARAGRAPHS.join('').replace(/ /g, ''));
    const missing = [...'abcdefghijklmnopqrstuvwxyz'].filter((letter) => !used.has(letter));
    expect(missing).toEqual([]);
  });

  it('has no repeated paragraph', () => {
    expect(new Set(PARAGRAPHS).size).toBe(PARAGRAPHS.length);
  });
});
