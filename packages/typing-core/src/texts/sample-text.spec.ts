import fc from 'fast-check';
import { SAMPLE_MAX_WORDS, SAMPLE_MIN_WORDS } from '../constants';
import { PARAGRAPHS } from './paragraphs';
import { buildSampleText, wordIndexByChar, words } from './sample-text';
import { seededRandom } from './seeded-random';

describe('words', () => {
  it('splits on any whitespace and drops empty pieces', () => {
    expect(words('  the  quick\tbrown\nfox ')).toEqual(['the', 'quick', 'brown', 'fox']);
  });

  it('finds no words in an empty or blank text', () => {
    expect(words('')).toEqual([]);
    expect(words('   ')).toEqual([]);
  });
});

describe('buildSampleText', () => {
  it('builds 250 to 300 words of the built-in paragraphs joined by single spaces', () => {
    const text = buildSampleText(seededRandom(1));
    const count = words(text).length;
    expect(count).toBeGreaterThanOrEqual(SAMPLE_MIN_WORDS);
    expect(count).toBeLessThanOrEqual(SAMPLE_MAX_WORDS);
    expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
  });

  it('is reproducible for the same random source and varies with it', () => {
    expect(buildSampleText(seededRandom(7))).toBe(buildSampleText(seededRandom(7)));
    const texts = new Set([1, 2, 3, 4, 5].map((seed) => buildSampleText(seededRandom(seed))));
    expect(texts.size).toBeGreaterThan(1);
  });

  it('starts with the paragraph the random source picks', () => {
    // With a source always returning 0 the shuffle moves the first paragraph to the end of the bag,
    // and the bag is drawn from its end.
    expect(buildSampleText(() => 0).startsWith(PARAGRAPHS[0])).toBe(true);
  });

  it('cuts to exactly 300 words when the paragraphs overshoot', () => {
    const long = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const text = buildSampleText(() => 0.5, [long]);
    expect(words(text)).toHaveLength(SAMPLE_MAX_WORDS);
    expect(words(text).slice(0, 3)).toEqual(['w0', 'w1', 'w2']);
    expect(words(text)[200]).toBe('w0');
    expect(words(text)[299]).toBe('w99');
  });

  it('stops appending as soon as 250 words are reached', () => {
    const fifty = Array.from({ length: 50 }, () => 'word').join(' ');
    expect(words(buildSampleText(Math.random, [fifty]))).toHaveLength(250);
  });

  it('repeats paragraphs when there are too few words, normalising whitespace', () => {
    const text = buildSampleText(() => 0.3, ['  hello   world  ']);
    expect(text).toBe(Array.from({ length: 125 }, () => 'hello world').join(' '));
  });

  it('uses every paragraph once before repeating any', () => {
    const tiny = ['a', 'b', 'c', 'd'];
    const text = buildSampleText(seededRandom(3), tiny);
    const firstRound = words(text).slice(0, 4);
    expect([...firstRound].sort()).toEqual(tiny);
  });

  it('survives a random source that returns 1', () => {
    expect(words(buildSampleText(() => 1)).length).toBeGreaterThanOrEqual(SAMPLE_MIN_WORDS);
  });

  it('refuses an empty paragraph list or paragraphs without words', () => {
    expect(() => buildSampleText(Math.random, [])).toThrow(RangeError);
    expect(() => buildSampleText(Math.random, ['', '  '])).toThrow(RangeError);
  });

  it('always yields 250..300 single-spaced words for any seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const text = buildSampleText(seededRandom(seed));
        const count = words(text).length;
        return count >= SAMPLE_MIN_WORDS && count <= SAMPLE_MAX_WORDS && !text.includes('  ');
      }),
    );
  });
});

describe('wordIndexByChar', () => {
  it('gives each character its word, spaces belonging to the word before', () => {
    expect([...wordIndexByChar('ab cd e')]).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });

  it('handles leading and repeated spaces', () => {
    expect([...wordIndexByChar(' a  b')]).toEqual([0, 0, 0, 0, 1]);
    expect(wordIndexByChar('')).toHaveLength(0);
  });
});
