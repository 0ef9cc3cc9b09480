import { memo, type KeyboardEventHandler, type Ref } from 'react';
import { cursorInWord, typedSlice, type TextLine } from './typing-layout';

interface WordProps {
  /** The word and the space after it. */
  text: string;
  /** What was typed over it so far (compared by value, so untouched words never re-render). */
  typed: string;
  /** Cursor index inside the word, or -1. */
  cursor: number;
}

/** One word; memoised on its own slice of the input, so a keystroke re-renders only the words it touches. */
const Word = memo(function Word({ text, typed, cursor }: WordProps) {
  const chars = [];
  for (let i = 0; i < text.length; i++) {
    const state = i < typed.length ? (typed[i] === text[i] ? 'ok' : 'bad') : 'todo';
    const classes = `ch ch-${state}${i === cursor ? ' ch-cursor' : ''}${text[i] === ' ' ? ' ch-space' : ''}`;
    chars.push(
      <span key={i} className={classes}>
        {text[i]}
      </span>,
    );
  }
  if (cursor === text.length) chars.push(<span key="end" className="ch ch-cursor ch-end" aria-hidden />);
  return <span className="word">{chars}</span>;
});

export interface SampleTextProps {
  lines: readonly TextLine[];
  firstLine: number;
  visibleLines: number;
  input: string;
  lastWordIndex: number;
  focusRef: Ref<HTMLDivElement>;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  describedBy: string;
}

/**
 * The visible lines of the sample. Re-renders with the input, but each word is a memoised
 * component keyed by its index, fed only its own slice of the input.
 */
export function SampleText({
  lines,
  firstLine,
  visibleLines,
  input,
  lastWordIndex,
  focusRef,
  onKeyDown,
  describedBy,
}: SampleTextProps) {
  const position = input.length;
  return (
    <div
      ref={focusRef}
      className="typing-text"
      tabIndex={0}
      role="textbox"
      aria-readonly
      aria-multiline
      aria-label="Typing test text"
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
    >
      {lines.slice(firstLine, firstLine + visibleLines).map((line) => (
        <div key={line.index} className="typing-line" data-line={line.index}>
          {line.words.map((word) => (
            <Word
              key={word.index}
              text={word.text}
              typed={typedSlice(input, word)}
              cursor={cursorInWord(position, word, word.index === lastWordIndex)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
