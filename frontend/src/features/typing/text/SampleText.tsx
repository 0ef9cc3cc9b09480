import {
  memo,
  useRef,
  type CompositionEvent,
  type FormEvent,
  type KeyboardEventHandler,
  type PointerEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { editToKeys, INPUT_SENTINEL } from './text-input';
import { cursorInWord, lineInput, lineSpan, type TextLine } from './typing-layout';
import './sample-text.css';

interface WordProps {
  /** The word and the space after it. */
  text: string;
  /** What was typed over it so far (compared by value, so untouched words never re-render). */
  typed: string;
  /** Cursor index inside the word, or -1. */
  cursor: number;
}

/** One word; memoised on its own slice of the input, so a keystroke re-renders only the words it touches. */
const CharacterWord = memo(function CharacterWord({ text, typed, cursor }: WordProps) {
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
  /** The text's language when it is not the page's (screen readers then read it in that language). */
  lang?: string;
  firstLine: number;
  visibleLines: number;
  input: string;
  lastWordIndex: number;
  focusRef: Ref<HTMLDivElement>;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  /** The hidden field phone keyboards type into (focused on a touch, see TypingTestController). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Keystrokes read from that field's edits, in order. */
  onTextInput: (keys: string[]) => void;
  /** A touch or pen pressed the text: the page moves focus to the hidden field. */
  onTouchFocus: () => void;
  describedBy: string;
  /** While the test runs the caret stays solid (no blink animation restarted on every key). */
  running: boolean;
  /** Laid over the text (the prompt to focus it); a click on it focuses the text. */
  children?: ReactNode;
}

/**
 * A visually hidden field for phone keyboards. It holds a one-character sentinel; each edit is
 * read as keystrokes and the sentinel put back (during an IME composition, once it ends). A
 * physical key pressed while it has focus is handled by the text area's keydown handler, which
 * prevents the default, so the same key never arrives twice.
 */
const PhoneInput = memo(function PhoneInput({
  inputRef,
  onTextInput,
  describedBy,
}: Pick<SampleTextProps, 'inputRef' | 'onTextInput' | 'describedBy'>) {
  const previous = useRef(INPUT_SENTINEL);
  const composing = useRef(false);
  const reset = (field: HTMLInputElement) => {
    field.value = INPUT_SENTINEL;
    field.setSelectionRange(INPUT_SENTINEL.length, INPUT_SENTINEL.length);
    previous.current = INPUT_SENTINEL;
  };
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const keys = editToKeys(previous.current, field.value);
    previous.current = field.value;
    if (!composing.current) reset(field);
    if (keys.length > 0) onTextInput(keys);
  };
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    composing.current = false;
    const field = event.currentTarget;
    // Some keyboards commit the composition without a further input event.
    const keys = editToKeys(previous.current, field.value);
    reset(field);
    if (keys.length > 0) onTextInput(keys);
  };
  return (
    <input
      ref={inputRef}
      className="typing-phone-input"
      type="text"
      defaultValue={INPUT_SENTINEL}
      tabIndex={-1}
      aria-label="Type the text here"
      aria-describedby={describedBy}
      inputMode="text"
      enterKeyHint="done"
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      spellCheck={false}
      data-testid="phone-input"
      onInput={onInput}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={onCompositionEnd}
      onFocus={(event) => reset(event.currentTarget)}
    />
  );
});

interface LineProps {
  line: TextLine;
  /** What was typed over this line so far (by value: lines the cursor is not on never re-render). */
  typed: string;
  /** The cursor's index in the text when it is on this line, else -1. */
  cursor: number;
  lastWordIndex: number;
  lang?: string;
}

/** One line of words; memoised on its own slice of the input and the cursor, like `Word`. */
const Line = memo(function Line({ line, typed, cursor, lastWordIndex, lang }: LineProps) {
  const { start } = lineSpan(line);
  // Hindi is drawn by grapheme cluster (its chunk is loaded before a Hindi text shows).
  const Word = (lang === 'hi' && loadedHindiInput()?.ClusterWord) || CharacterWord;
  return (
    <div className="typing-line" data-line={line.index} lang={lang}>
      {line.words.map((word) => (
        <Word
          key={word.index}
          text={word.text}
          typed={typed.slice(word.start - start, word.end - start)}
          cursor={cursorInWord(cursor, word, word.index === lastWordIndex)}
        />
      ))}
    </div>
  );
});

/** A number per text (per `lines` array): a new text's lines are new elements, not the old ones changed. */
const textIds = new WeakMap<readonly TextLine[], number>();
let lastTextId = 0;
function textIdOf(lines: readonly TextLine[]): number {
  let id = textIds.get(lines);
  if (id === undefined) textIds.set(lines, (id = ++lastTextId));
  return id;
}

/**
 * The visible lines of the sample. Re-renders with the input, but each line and each word is a
 * memoised component fed only its own slice of the input, so a keystroke re-renders the one or
 * two words it touches. A new text draws new lines (keyed by the text): its words appear in place
 * of the old ones instead of the old words moving, so a text that arrives after the page has
 * painted (a member's issued test) is no layout shift.
 */
export function SampleText({
  lines,
  lang,
  firstLine,
  visibleLines,
  input,
  lastWordIndex,
  focusRef,
  onKeyDown,
  inputRef,
  onTextInput,
  onTouchFocus,
  describedBy,
  running,
  children,
}: SampleTextProps) {
  const pointer = useRef('mouse');
  const textId = textIdOf(lines);
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
      data-running={running || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={(event: PointerEvent) => (pointer.current = event.pointerType)}
      onClick={() => {
        if (pointer.current === 'touch' || pointer.current === 'pen') onTouchFocus();
      }}
    >
      <PhoneInput inputRef={inputRef} onTextInput={onTextInput} describedBy={describedBy} />
      {lines.slice(firstLine, firstLine + visibleLines).map((line) => {
        const { typed, cursor } = lineInput(input, line, line.index === lines.length - 1);
        return (
          <Line
            key={`${textId}:${line.index}`}
            line={line}
            typed={typed}
            cursor={cursor}
            lastWordIndex={lastWordIndex}
            lang={lang}
          />
        );
      })}
      {children}
    </div>
  );
}
