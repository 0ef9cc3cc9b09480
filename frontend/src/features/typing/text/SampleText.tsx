import {
  memo,
  useEffect,
  useRef,
  type CompositionEvent,
  type FocusEvent,
  type FormEvent,
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
import { editToKeys, INPUT_SENTINEL } from './text-input';
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

interface PhoneInputProps extends Pick<SampleTextProps, 'inputRef' | 'onTextInput' | 'describedBy'> {
  /** Focused for a desktop input method, not a phone: only committed text counts, and no paste. */
  forInputMethod: RefObject<boolean>;
  /** Whether its last key was Shift+Tab, which leaves it for the text and must not be sent back. */
  shiftTabbedRef: RefObject<boolean>;
}

/**
 * A visually hidden field for phone keyboards and desktop input methods: each edit of its one-character sentinel is
 * read as keystrokes. Physical keys are handled (and prevented) by the text's keydown handler, so none arrives twice.
 */
const PhoneInput = memo(function PhoneInput({
  inputRef,
  onTextInput,
  describedBy,
  forInputMethod,
  shiftTabbedRef,
}: PhoneInputProps) {
  const previous = useRef(INPUT_SENTINEL);
  const composing = useRef(false);
  const reset = (field: HTMLInputElement) => {
    field.value = INPUT_SENTINEL;
    field.setSelectionRange(INPUT_SENTINEL.length, INPUT_SENTINEL.length);
    previous.current = INPUT_SENTINEL;
  };
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    if (forInputMethod.current) {
      if (composing.current) return;
      if ((event.nativeEvent as Partial<InputEvent>).inputType?.startsWith('insertFrom')) return reset(field);
    }
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
      onKeyDown={(event) => (shiftTabbedRef.current = event.key === 'Tab' && event.shiftKey)}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={onCompositionEnd}
      onFocus={(event) => reset(event.currentTarget)}
    />
  );
});

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

/**
 * The visible lines. A new text renders new lines (keyed by the text), so its words replace the old ones in place and
 * a text that arrives after paint causes no layout shift.
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
      <PhoneInput
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
