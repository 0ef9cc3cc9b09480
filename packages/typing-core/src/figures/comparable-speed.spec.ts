import { characterWordsPerMinute, comparableSpeed, netCharacters } from './comparable-speed';

const SAMPLE = 'the cat sat on the mat';

describe('netCharacters', () => {
  it.each([
    ['', 0],
    ['the', 3], // the word the test ended in, all right so far
    ['th', 2],
    ['the ', 4], // a correct word and its space
    ['the cat sat', 11],
    ['thw cat sat', 7], // a wrong word counts nothing, nor its space
    ['the cxt ', 4],
    ['the cat sa', 10],
    ['the cat sx', 8], // the unfinished last word has a mistake
    ['the catxsat', 10], // the space after 'cat' was mistyped: no space, the words count
    ['the cat sat on the mat', 22],
  ])('counts %j as %i', (input, expected) => {
    expect(netCharacters(SAMPLE, input)).toBe(expected);
  });

  it('never counts beyond the input, nor past the sample', () => {
    expect(netCharacters('ab', 'abc')).toBe(2);
    expect(netCharacters(' a  b', ' a  b')).toBe(3); // leading and double spaces: only the space after a word counts
  });
});

describe('characterWordsPerMinute', () => {
  it('is characters ÷ 5 per minute, rounded half up', () => {
    expect(characterWordsPerMinute(250, 60)).toBe(50);
    expect(characterWordsPerMinute(251, 60)).toBe(50); // 50.2
    expect(characterWordsPerMinute(253, 60)).toBe(51); // 50.6
    expect(characterWordsPerMinute(5, 24)).toBe(3); // 2.5 rounds up
    expect(characterWordsPerMinute(8, 2.2)).toBe(44); // 43.6…
  });

  it('is 0 for no characters and floors the time at 0.001 minute', () => {
    expect(characterWordsPerMinute(0, 0)).toBe(0);
    expect(characterWordsPerMinute(1, 0)).toBe(200);
    expect(characterWordsPerMinute(1, Number.NaN)).toBe(200);
    expect(characterWordsPerMinute(1, -5)).toBe(200);
  });
});

describe('comparableSpeed', () => {
  it('gives net from the correct words and raw from every character', () => {
    // 'cat ' and 'sat' (7 characters) and all 11, in 0.1 minute.
    expect(comparableSpeed(SAMPLE, 'thw cat sat', 6)).toEqual({ netWpm: 14, rawWpm: 22 });
  });
});
