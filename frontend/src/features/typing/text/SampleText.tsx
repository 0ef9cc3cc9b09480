import {
  memo,
  useEffect,
  useRef,
  type FocusEvent,
  type KeyboardEventHandler,
  type PointerEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useStore } from 'react-redux';
import type { HindiKeyboard } from '../../../shared/hindi/hindi-keyboard';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { selectHindiKeyboard, type WithPreferencesState } from '../../../shared/preferences/preferences.slice';
import { HiddenInput } from './HiddenInput';
import { cursorInWord, lineInput, lineSpan, type TextLine } from './typing-layout';
import './sample-text.css';

interface WordProps {
  /** The word and the space after it. */
  text: string;
  /** What was typed over it so far (compared by value, so untouched words never re-render). */
  typed: string;
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
  /** The hidden field phone keyboards type into. */
  inputRef: RefObject<HTMLInputElement | null>;
  onTextInput: (keys: string[]) => void;
  onTouchFocus: () => void;
  describedBy: string;
  /** While the test runs the caret stays solid (no blink animation restarted on every key). */
  running: boolean;
  children?: ReactNode;
}

interface LineProps {
  line: TextLine;
  typed: string;
  cursor: number;
  lastWordIndex: number;
  lang?: string;
}

const Line = memo(function Line({ line, typed, cursor, lastWordIndex, lang }: LineProps) {
  const { start } = lineSpan(line);
  // Hindi renders by grapheme cluster; its chunk is loaded before a Hindi text shows.
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

/** An input method composes only in an editable field: a keyboard that types Hindi itself types into the hidden one. */
function focusForInputMethod(
  lang: string | undefined,
  keyboard: HindiKeyboard,
  field: HTMLInputElement | null,
  forInputMethod: RefObject<boolean>,
) {
  const hindi = lang === 'hi' && loadedHindiInput();
  if (!hindi || hindi.emulatedLayout(keyboard)) return;
  forInputMethod.current = true;
  field?.focus({ preventScroll: true });
}

/** A number per text (per `lines` array): a new text's lines are new elements, not the old ones changed. */
const textIds = new WeakMap<readonly TextLine[], number>();
let lastTextId = 0;
function textIdOf(lines: readonly TextLine[]): number {
  let id = textIds.get(lines);
  if (id === undefined) textIds.set(lines, (id = ++lastTextId));
  return id;
}

/** The visible lines, keyed by the text: a new text replaces the old words in place, so a late text shifts nothing. */
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
  const store = useStore<WithPreferencesState>();
  const forInputMethod = useRef(false);
  const shiftTabbedRef = useRef(false);
  const textId = textIdOf(lines);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || (event.relatedTarget === inputRef.current && shiftTabbedRef.current)) {
      return;
    }
    focusForInputMethod(lang, selectHindiKeyboard(store.getState()), inputRef.current, forInputMethod);
  };
  // A Hindi text replacing another while the text has focus (its chunk loads after the page's first text).
  useEffect(() => {
    const field = inputRef.current;
    if (field && document.activeElement === field.parentElement) {
      focusForInputMethod(lang, selectHindiKeyboard(store.getState()), field, forInputMethod);
    }
  }, [lang, inputRef, store]);
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
      onFocus={onFocus}
      onPointerDown={(event: PointerEvent) => (pointer.current = event.pointerType)}
      onClick={() => {
        if (pointer.current !== 'touch' && pointer.current !== 'pen') return;
        forInputMethod.current = false;
        onTouchFocus();
      }}
    >
      <HiddenInput
        inputRef={inputRef}
        onTextInput={onTextInput}
        describedBy={describedBy}
        forInputMethod={forInputMethod}
        shiftTabbedRef={shiftTabbedRef}
      />
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
