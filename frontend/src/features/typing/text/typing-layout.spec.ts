import { describe, expect, it } from '@jest/globals';
import { buildSampleText, wordIndexByChar } from '@typing/typing-core';
import {
  cursorInWord,
  firstVisibleLine,
  freshSampleText,
  lineInput,
  lineOfWord,
  lineSpan,
  segmentWords,
  splitIntoLines,
} from './typing-layout';

describe('segmentWords', () => {
  it('gives each word the space after it, covering the text exactly', () => {
    expect(segmentWords('the cat sat')).toEqual([
      { index: 0, start: 0, end: 4, text: 'the ' },
      { index: 1, start: 4, end: 8, text: 'cat ' },
      { index: 2, start: 8, end: 11, text: 'sat' },
    ]);
  });

  it('agrees with the engine on which word every character belongs to', () => {
    for (const text of [' lead  double   spaces trail ', buildSampleText(() => 0.42)]) {
      const index = wordIndexByChar(text);
      const segments = segmentWords(text);
      expect(segments.map((word) => word.text).join('')).toBe(text);
      for (const word of segments) for (let i = word.start; i < word.end; i++) expect(index[i]).toBe(word.index);
    }
  });

  it('has no words for an empty text', () => {
    expect(segmentWords('')).toEqual([]);
  });
});

describe('splitIntoLines and lineOfWord', () => {
  const words = segmentWords(Array.from({ length: 23 }, (_, i) => `w${i}`).join(' '));

  it('puts 10 words on a line, the rest on the last', () => {
    const lines = splitIntoLines(words);
    expect(lines.map((line) => line.words.length)).toEqual([10, 10, 3]);
    expect(lines.map((line) => line.index)).toEqual([0, 1, 2]);
    expect(lines[1].words[0].text).toBe('w10 ');
  });

  it('finds the line of a word', () => {
    expect([0, 9, 10, 19, 20, 22].map((word) => lineOfWord(word))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(lineOfWord(-1)).toBe(0);
  });
});

describe('firstVisibleLine (3 lines visible)', () => {
  it('starts at the top, then keeps the current line in the middle', () => {
    expect([0, 1, 2, 3, 10].map((line) => firstVisibleLine(line, 30))).toEqual([0, 0, 1, 2, 9]);
  });

  it('stops scrolling when the last lines are in view', () => {
    expect(firstVisibleLine(29, 30)).toBe(27);
    expect(firstVisibleLine(28, 30)).toBe(27);
  });

  it('shows every line of a short text from the top', () => {
    expect(firstVisibleLine(1, 2)).toBe(0);
    expect(firstVisibleLine(0, 0)).toBe(0);
  });
});

describe('cursorInWord', () => {
  const [first, second, last] = segmentWords('ab cd ef');

  it('puts the cursor in exactly one word, after the last one when the input is full', () => {
    const where = (position: number) =>
      [first, second, last].map((word) => cursorInWord(position, word, word === last));
    expect(where(0)).toEqual([0, -1, -1]);
    expect(where(2)).toEqual([2, -1, -1]);
    expect(where(3)).toEqual([-1, 0, -1]);
    expect(where(7)).toEqual([-1, -1, 1]);
    expect(where(8)).toEqual([-1, -1, 2]);
  });
});

describe('lineInput', () => {
  const [top, bottom] = splitIntoLines(segmentWords('ab cd ef gh'), 2);
  const at = (input: string) => [lineInput(input, top, false), lineInput(input, bottom, true)];

  it('gives each line its own part of the input and the cursor only to the line it is on', () => {
    expect(lineSpan(top)).toEqual({ start: 0, end: 6 });
    expect(at('')).toEqual([
      { typed: '', cursor: 0 },
      { typed: '', cursor: -1 },
    ]);
    expect(at('ab c')).toEqual([
      { typed: 'ab c', cursor: 4 },
      { typed: '', cursor: -1 },
    ]);
    expect(at('ab cd e')).toEqual([
      { typed: 'ab cd ', cursor: -1 },
      { typed: 'e', cursor: 7 },
    ]);
  });

  it('keeps the cursor on the last line once the input is full', () => {
    expect(at('ab cd ef gh')[1]).toEqual({ typed: 'ef gh', cursor: 11 });
    expect(lineInput('ab cd ', top, false).cursor).toBe(-1);
  });

  it('gives a finished line the same typed string while typing elsewhere', () => {
    expect(at('ab cd ef')[0].typed).toBe(at('ab cd ef g')[0].typed);
  });
});

describe('freshSampleText', () => {
  const previous = 'one two three four five six seven eight nine ten eleven';

  it('builds again until the first line differs', () => {
    const texts = [previous, `${previous} more`, 'other words entirely'];
    let calls = 0;
    expect(freshSampleText(previous, () => texts[calls++])).toBe('other words entirely');
    expect(calls).toBe(3);
  });

  it('accepts a text that differs only after the first line', () => {
    const text = 'one two three four five six seven eight nine ten twelve';
    expect(freshSampleText(previous, () => text)).toBe(text);
  });

  it('gives up after the given number of attempts', () => {
    let calls = 0;
    expect(
      freshSampleText(
        previous,
        () => {
          calls++;
          return previous;
        },
        5,
      ),
    ).toBe(previous);
    expect(calls).toBe(5);
  });
});
