import fc from 'fast-check';
import { words } from './sample-text';
import { seededRandom } from './seeded-random';
import { CUSTOM_TEXT_MAX_CHARS, TIMED_TEST, WORD_COUNTS } from '../engine/test-options';
import { buildTestText, tidyCustomText } from './test-text';

const plain = (random = seededRandom(7)) => buildTestText(TIMED_TEST, random);

describe('the text of a test', () => {
  it('is the spec’s sample for the default timed test: 250–300 lowercase words', () => {
    const list = words(plain());
    expect(list.length).toBeGreaterThanOrEqual(250);
    expect(list.length).toBeLessThanOrEqual(300);
    expect(list.every((w) => /^[a-z]+$/.test(w))).toBe(true);
  });

  it.each(WORD_COUNTS)('has exactly %i words in a word test, whatever the extras', (wordCount) => {
    for (const extras of [
      { punctuation: false, numbers: false },
      { punctuation: true, numbers: true },
    ]) {
      const text = buildTestText({ mode: 'words', wordCount, ...extras }, seededRandom(wordCount));
      expect(words(text)).toHaveLength(wordCount);
    }
  });

  it('mixes in numbers of 1–4 digits when chosen', () => {
    const list = words(buildTestText({ mode: 'time', punctuation: false, numbers: true }, seededRandom(3)));
    const numbers = list.filter((w) => /^\d+$/.test(w));
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers.every((n) => n.length <= 4)).toBe(true);
  });

  it('writes sentences when punctuation is chosen: capitals, ends, commas', () => {
    const text = buildTestText({ mode: 'words', wordCount: 100, punctuation: true, numbers: false }, seededRandom(11));
    expect(text[0]).toMatch(/[A-Z]/);
    expect(text).toMatch(/[.?!]$/);
    expect(text).toMatch(/,/);
    // After every sentence end the next word starts with a capital.
    for (const [, next] of text.matchAll(/[.?!] (\S)/g)) expect(next).toMatch(/["A-Z0-9]/);
  });

  it('is the same for the same seed (testable), different for another', () => {
    expect(plain(seededRandom(5))).toBe(plain(seededRandom(5)));
    expect(plain(seededRandom(5))).not.toBe(plain(seededRandom(6)));
  });
});

describe('a custom text', () => {
  it('drops control characters, folds white space and trims', () => {
    expect(tidyCustomText('  Hello,\tworld!\r\n\u0000How   are you? \u200b ')).toBe('Hello, world! How are you?');
  });

  it('is cut to the longest custom text, and empty when nothing is left', () => {
    expect(tidyCustomText('a '.repeat(CUSTOM_TEXT_MAX_CHARS))).toHaveLength(CUSTOM_TEXT_MAX_CHARS - 1);
    expect(tidyCustomText(' \n\t ')).toBe('');
  });

  it('never has a control character, a double space or an edge space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4000 }), (raw) => {
        const text = tidyCustomText(raw);
        expect(text).not.toMatch(/[\p{Cc}]|\s\s|^\s|\s$/u);
        expect(text.length).toBeLessThanOrEqual(CUSTOM_TEXT_MAX_CHARS);
      }),
    );
  });
});
