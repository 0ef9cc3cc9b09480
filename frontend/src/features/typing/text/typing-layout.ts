import { VISIBLE_LINES, WORDS_PER_LINE } from '@typing/typing-core';

/** Sample text layout (spec §9: lines of 10 words, 3 visible), pure so the page only maps it to elements. */

/** One word of the sample and the space after it: [start, end) in the text. */
export interface WordSegment {
  readonly index: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface TextLine {
  readonly index: number;
  readonly words: readonly WordSegment[];
}

/** The words of a text; a space belongs to the word before it (leading spaces to the first), as in the engine. */
export function segmentWords(text: string): WordSegment[] {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ' ' && (i === 0 || text[i - 1] === ' ')) starts.push(starts.length === 0 ? 0 : i);
  }
  return starts.map((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1] : text.length;
    return { index, start, end, text: text.slice(start, end) };
  });
}

export function splitIntoLines(words: readonly WordSegment[], perLine: number = WORDS_PER_LINE): TextLine[] {
  const lines: TextLine[] = [];
  for (let start = 0; start < words.length; start += perLine) {
    lines.push({ index: lines.length, words: words.slice(start, start + perLine) });
  }
  return lines;
}

export function lineOfWord(wordIndex: number, perLine: number = WORDS_PER_LINE): number {
  return Math.floor(Math.max(0, wordIndex) / perLine);
}

/** The first visible line: the typist's line stays in the middle, and the window stops at the end of the text. */
export function firstVisibleLine(currentLine: number, lineCount: number, visible: number = VISIBLE_LINES): number {
  const last = Math.max(0, lineCount - visible);
  return Math.min(Math.max(0, currentLine - 1), last);
}

export function lineSpan(line: TextLine): { readonly start: number; readonly end: number } {
  return { start: line.words[0]?.start ?? 0, end: line.words.at(-1)?.end ?? 0 };
}

/** One line's share of the input and cursor; constant for lines the cursor is not on, so memoised lines skip them. */
export function lineInput(
  input: string,
  line: TextLine,
  isLastLine: boolean,
): { readonly typed: string; readonly cursor: number } {
  const { start, end } = lineSpan(line);
  const position = input.length;
  const onLine = position >= start && (position < end || (isLastLine && position === end));
  return { typed: position <= start ? '' : input.slice(start, end), cursor: onLine ? position : -1 };
}

/** The cursor's index in a word (`text.length` after the last word once the input is full), or -1. */
export function cursorInWord(position: number, word: WordSegment, isLastWord: boolean): number {
  if (position >= word.start && position < word.end) return position - word.start;
  if (isLastWord && position === word.end) return word.text.length;
  return -1;
}

/** A new text whose first line differs from the previous one, so Tab visibly loads a new text. */
export function freshSampleText(previous: string, build: () => string, attempts = 20): string {
  const opening = (text: string) => text.split(' ', WORDS_PER_LINE).join(' ');
  let text = build();
  for (let i = 1; i < attempts && opening(text) === opening(previous); i++) text = build();
  return text;
}
