import { VISIBLE_LINES, WORDS_PER_LINE } from '@typing/typing-core';

/**
 * How the sample text is laid out on screen (SPEC §9: lines of 10 words, 3 lines visible). Pure,
 * so the page only maps these shapes to elements.
 */

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

/**
 * The words of a text, each with the spaces after it (a space belongs to the word before it, as in
 * the engine's word index; leading spaces belong to the first word).
 */
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

/** Groups words into display lines of `perLine` words. */
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

/**
 * The first of the visible lines: the typist's line stays in the middle once past the first line
 * (so the next line is always in view), and the window stops at the end of the text.
 */
export function firstVisibleLine(currentLine: number, lineCount: number, visible: number = VISIBLE_LINES): number {
  const last = Math.max(0, lineCount - visible);
  return Math.min(Math.max(0, currentLine - 1), last);
}

/** The span of the text a line covers, [start, end): its words and the spaces after them. */
export function lineSpan(line: TextLine): { readonly start: number; readonly end: number } {
  return { start: line.words[0]?.start ?? 0, end: line.words.at(-1)?.end ?? 0 };
}

/**
 * One line's share of the input and the cursor: what was typed over the line (empty before the
 * cursor reaches it), and the cursor's index in the text when it is on the line (on the last
 * line also after its last character, once the input is full), else -1. Lines the cursor is not
 * on get the same values keystroke after keystroke, so a memoised line skips them.
 */
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

/**
 * Where the cursor sits inside a word: an index into its text, `text.length` after the last word
 * once the input is full, or -1 when the cursor is elsewhere.
 */
export function cursorInWord(position: number, word: WordSegment, isLastWord: boolean): number {
  if (position >= word.start && position < word.end) return position - word.start;
  if (isLastWord && position === word.end) return word.text.length;
  return -1;
}

/**
 * A new sample text whose first line differs from the previous one, so Tab visibly loads a new
 * text (the same opening paragraph would look as if nothing happened). Gives up after a few tries.
 */
export function freshSampleText(previous: string, build: () => string, attempts = 20): string {
  const opening = (text: string) => text.split(' ', WORDS_PER_LINE).join(' ');
  let text = build();
  for (let i = 1; i < attempts && opening(text) === opening(previous); i++) text = build();
  return text;
}
