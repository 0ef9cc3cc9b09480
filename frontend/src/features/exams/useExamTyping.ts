import { encodeKeyLog, KEY_BACKSPACE, KEY_NO_EDIT, type TimedKey } from '@typing/typing-core';
import { type BoxState, countsAsKeyDepression, examKey, type KeyContext, wordCount } from '@typing/typing-core/exams';
import type { HindiExamBox, HindiKeyDown } from '@typing/typing-core/exams/hindi';
import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';

/** A character typed without Alt, Ctrl or Meta, which the browser inserts at the selection as `examKey` does. */
const insertsAsTyped = (event: KeyboardEvent) =>
  [...event.key].length === 1 && !event.altKey && !event.ctrlKey && !event.metaKey;

function loggedKey(key: string, edits: boolean): string {
  if (!edits) return KEY_NO_EDIT;
  return key === 'Tab' ? '\t' : key;
}

export interface ExamTyping {
  readonly value: string;
  readonly keyDepressions: number;
  /** Every counted key with its time and, when not at the end, its caret (typing-core's key log). */
  readonly keyLog: () => string;
  readonly wordsTyped: number;
  readonly currentWord: number;
  readonly refused: { readonly count: number; readonly reason: string } | undefined;
  readonly boxProps: {
    readonly ref: React.RefObject<HTMLTextAreaElement | null>;
    readonly value: string;
    readonly onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    readonly onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
    readonly onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  };
}

type LoggedKey = (event: HindiKeyDown, ownHindi: boolean) => string | null;

export interface HindiTyping {
  readonly box: HindiExamBox;
  readonly loggedKey: LoggedKey;
}

/** The exam box: every edit goes through the profile's key rules (Hindi: the layout's emulator); every key counts. */
export function useExamTyping(context: KeyContext, hindi?: HindiTyping): ExamTyping {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [box, setBox] = useState<BoxState>({ value: '', selectionStart: 0, selectionEnd: 0 });
  const [keyDepressions, setKeyDepressions] = useState(0);
  const log = useRef<TimedKey[]>([]);
  const [refused, setRefused] = useState<ExamTyping['refused']>();

  // Setting a value puts the caret at its end, where most keys leave it: only a caret elsewhere is set.
  useLayoutEffect(() => {
    const area = ref.current;
    if (area && (area.selectionStart !== box.selectionStart || area.selectionEnd !== box.selectionEnd))
      area.setSelectionRange(box.selectionStart, box.selectionEnd);
  }, [box]);

  /** The box a typed character is inserted into by the browser itself, checked when its input arrives. */
  const nativeEdit = useRef<BoxState | null>(null);

  const logKey = (key: string, caret?: readonly [number, number]) => {
    log.current.push({ key, atMs: performance.now(), ...(caret ? { caret } : {}) });
  };

  // Hindi: keys go through the layout's emulator at the answer's end, or as typed once the keyboard types Devanagari.
  const onHindiKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>, box: HindiExamBox, loggedKey: LoggedKey) => {
    if (event.metaKey || (event.ctrlKey && !event.altKey) || !countsAsKeyDepression(event.key)) return;
    const logged = loggedKey(event, box.ownHindi);
    if (logged === null) {
      // Tab leaves the box as usual; any other key (arrows, Enter) keeps the caret at the end.
      logKey(KEY_NO_EDIT);
      setKeyDepressions(log.current.length);
      if (event.key !== 'Tab') event.preventDefault();
      return;
    }
    event.preventDefault();
    // The key log holds one character a key: a key that types several is logged as one key per character.
    for (const key of logged === KEY_BACKSPACE ? [logged] : Array.from(logged)) {
      logKey(key);
      const outcome = box.press(key);
      if (outcome.kind === 'refused') setRefused((last) => ({ count: (last?.count ?? 0) + 1, reason: outcome.reason }));
    }
    setKeyDepressions(log.current.length);
    const end = box.value.length;
    setBox({ value: box.value, selectionStart: end, selectionEnd: end });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (hindi) return onHindiKeyDown(event, hindi.box, hindi.loggedKey);
    const area = event.currentTarget;
    const current = { value: box.value, selectionStart: area.selectionStart, selectionEnd: area.selectionEnd };
    const outcome = examKey(event, current, context);
    if (countsAsKeyDepression(event.key)) {
      const atEnd = current.selectionStart === box.value.length && current.selectionEnd === box.value.length;
      logKey(
        loggedKey(event.key, outcome.kind !== 'browser'),
        atEnd ? undefined : [current.selectionStart, current.selectionEnd],
      );
    }
    // A plain character is left to the browser: setting a focused textarea's whole value costs milliseconds a key.
    if (outcome.kind === 'edit' && insertsAsTyped(event)) {
      nativeEdit.current = outcome.state;
      return;
    }
    setKeyDepressions(log.current.length);
    if (outcome.kind === 'browser') return;
    event.preventDefault();
    if (outcome.kind === 'edit') setBox(outcome.state);
    else setRefused((last) => ({ count: (last?.count ?? 0) + 1, reason: outcome.reason }));
  };
  // Only the input the last key made is taken; any other change (autocorrect, drag and drop) is undone.
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const expected = nativeEdit.current;
    nativeEdit.current = null;
    setKeyDepressions(log.current.length);
    if (expected && event.currentTarget.value === expected.value) setBox(expected);
    else setBox((now) => ({ ...now }));
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    setRefused((last) => ({ count: (last?.count ?? 0) + 1, reason: 'Paste is disabled in the exam' }));
  };

  const wordsTyped = wordCount(box.value);
  const currentWord = box.value === '' || /\s$/u.test(box.value) ? wordsTyped : wordsTyped - 1;
  return {
    value: box.value,
    keyDepressions,
    keyLog: () => encodeKeyLog(log.current),
    wordsTyped,
    currentWord,
    refused,
    boxProps: { ref, value: box.value, onKeyDown, onPaste, onChange },
  };
}
