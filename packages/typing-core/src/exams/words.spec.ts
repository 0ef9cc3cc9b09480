import { examWords, keyDepressionsOf } from './words';

describe('examWords', () => {
  it('splits on white space and keeps edge punctuation apart from the word', () => {
    const words = examWords('"Hello," she said [2023] - e-mail.');
    expect(words.map(({ lead, core, trail }) => [lead, core, trail])).toEqual([
      ['"', 'Hello', ',"'],
      ['', 'she', ''],
      ['', 'said', ''],
      ['[', '2023', ']'],
      ['-', '', ''],
      ['', 'e-mail', '.'],
    ]);
    expect(words[0].key).toBe('hello');
  });

  it('reads paragraph starts and Tab indents from the white space before a word', () => {
    const words = examWords('\tOne two.\n\tThree\nfour');
    expect(words.map((word) => [word.text, word.paragraphStart, word.tabIndented])).toEqual([
      ['One', true, true],
      ['two.', false, false],
      ['Three', true, true],
      ['four', true, false],
    ]);
  });

  it('takes the danda as punctuation and leaves Devanagari uncased', () => {
    const [word, danda] = examWords('है। ॥');
    expect([word.core, word.trail, word.key]).toEqual(['है', '।', 'है']);
    expect([danda.core, danda.lead]).toEqual(['', '॥']);
  });

  it('normalises to NFC so a nukta typed as two code points matches the passage', () => {
    expect(examWords('क\u093C')[0].key).toBe(examWords('\u0958')[0].key);
  });
});

describe('keyDepressionsOf', () => {
  it('counts every character typed, spaces, Tabs and line breaks included', () => {
    expect(keyDepressionsOf('I hope')).toBe(6);
    expect(keyDepressionsOf('\tOne.\nTwo')).toBe(9);
    expect(keyDepressionsOf('')).toBe(0);
  });

  it('counts a Devanagari sign as one key (code points, not UTF-16 units)', () => {
    expect(keyDepressionsOf('क्षमा')).toBe(5); // क ् ष म ा
  });
});
