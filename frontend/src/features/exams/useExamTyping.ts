import { encodeKeyLog, KEY_BACKSPACE, KEY_NO_EDIT, type TimedKey } from '@typing/typing-core';
import { type BoxState, countsAsKeyDepression, examKey, type KeyContext, wordCount } from '@typing/typing-core/exams';
import type { HindiExamBox, HindiKeyDown } from '@typing/typing-core/exams/hindi';
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react';

/** A character typed without Alt, Ctrl or Meta, which the browser inserts at the selection as `examKey` does. */
const insertsAsTyped = (event: KeyboardEvent) =>
  [...event.key].length === 1 && !event.altKey && !event.ctrlKey && !event.metaKey;

const NATIVE_EDIT_KEYS = new Set(['Backspace', 'Delete', 'Enter']);

function loggedKey(key: string, edits: boolean): string {
  if (!edits) return KEY_NO_EDIT;
  return key === 'Tab' ? '\t' : key;
}

export interface ExamProgress {
  readonly keyDepressions: number;
  readonly wordsTyped: number;
  readonly currentWord: number;
  readonly refused: { readonly count: number; readonly reason: string } | undefined;
}

export interface ExamProgressStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly get: () => ExamProgress;
}

export interface ExamTyping {
  readonly progress: ExamProgressStore;
  readonly answer: () => { readonly typed: string; readonly keyDepressions: number; readonly keyLog: string };
  readonly boxProps: {
    readonly ref: React.RefObject<HTMLTextAreaElement | null>;
    readonly onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    readonly onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
    readonly onInput: (event: FormEvent<HTMLTextAreaElement>) => void;
  };
}

type LoggedKey = (event: HindiKeyDown, ownHindi: boolean) => string | null;

export interface HindiTyping {
  readonly box: HindiExamBox;
  readonly loggedKey: LoggedKey;
}

const progressOf = (value: string, keyDepressions: number, refused: ExamProgress['refused']): ExamProgress => {
  const wordsTyped = wordCount(value);
  const currentWord = value === '' || /\s$/u.test(value) ? wordsTyped : wordsTyped - 1;
  return { keyDepressions, wordsTyped, currentWord, refused };
};

function createProgressStore(): ExamProgressStore & { set: (next: ExamProgress) => void } {
  let now = progressOf('', 0, undefined);
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => now,
    set: (next) => {
      now = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Writes only the characters that differ, by the browser's own editing where it has it: it lays out only those. */
function writeBox(area: HTMLTextAreaElement, state: BoxState) {
  const old = area.value;
  const { value } = state;
  if (old !== value) {
    const max = Math.min(old.length, value.length);
    let start = 0;
    while (start < max && old.charCodeAt(start) === value.charCodeAt(start)) start++;
    let tail = 0;
    while (tail < max - start && old.charCodeAt(old.length - 1 - tail) === value.charCodeAt(value.length - 1 - tail))
      tail++;
    const text = value.slice(start, value.length - tail);
    area.setSelectionRange(start, old.length - tail);
    const edited =
      document.activeElement === area &&
      typeof document.execCommand === 'function' &&
      document.execCommand('insertText', false, text);
    if (!edited || area.value !== value) area.setRangeText(text, start, old.length - tail);
    if (area.value !== value) area.value = value;
  }
  if (area.selectionStart !== state.selectionStart || area.selectionEnd !== state.selectionEnd)
    area.setSelectionRange(state.selectionStart, state.selectionEnd);
}

/** The exam box, uncontrolled: every edit is held to the profile's key rules (Hindi: the layout's emulator). */
export function useExamTyping(context: KeyContext, hindi?: HindiTyping): ExamTyping {
  const ref = useRef<HTMLTextAreaElement>(null);
  const box = useRef<BoxState>({ value: '', selectionStart: 0, selectionEnd: 0 });
  const log = useRef<TimedKey[]>([]);
  const refused = useRef<ExamProgress['refused']>(undefined);
  const [progress] = useState(createProgressStore);
  const nativeEdit = useRef<BoxState | null>(null);
  /** Set while the box is written, so that the input it fires is not taken for a change no key made. */
  const writing = useRef(false);

  const publish = (value = box.current.value) => {
    const next = progressOf(value, log.current.length, refused.current);
    const now = progress.get();
    if (
      next.keyDepressions !== now.keyDepressions ||
      next.wordsTyped !== now.wordsTyped ||
      next.currentWord !== now.currentWord ||
      next.refused !== now.refused
    )
      progress.set(next);
  };
  const refuse = (reason: string) => {
    refused.current = { count: (refused.current?.count ?? 0) + 1, reason };
  };
  const write = (area: HTMLTextAreaElement, state: BoxState) => {
    box.current = state;
    writing.current = true;
    try {
      writeBox(area, state);
    } finally {
      writing.current = false;
    }
  };

  const logKey = (key: string, caret?: readonly [number, number]) => {
    log.current.push({ key, atMs: performance.now(), ...(caret ? { caret } : {}) });
  };

  // Hindi: every key goes through the layout's emulator at the end of the answer, or is taken as typed once the
  // keyboard has typed Devanagari itself (hindi-box.ts).
  const onHindiKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>, hindiBox: HindiExamBox, logged: LoggedKey) => {
    if (event.metaKey || (event.ctrlKey && !event.altKey) || !countsAsKeyDepression(event.key)) return;
    const pressed = logged(event, hindiBox.ownHindi);
    if (pressed === null) {
      // Tab leaves the box as usual; any other key (arrows, Enter) keeps the caret at the end.
      logKey(KEY_NO_EDIT);
      publish();
      if (event.key !== 'Tab') event.preventDefault();
      return;
    }
    event.preventDefault();
    // The key log holds one character a key: a key that types several is logged as one key per character.
    for (const key of pressed === KEY_BACKSPACE ? [pressed] : Array.from(pressed)) {
      logKey(key);
      const outcome = hindiBox.press(key);
      if (outcome.kind === 'refused') refuse(outcome.reason);
    }
    const end = hindiBox.value.length;
    write(event.currentTarget, { value: hindiBox.value, selectionStart: end, selectionEnd: end });
    publish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    nativeEdit.current = null;
    if (hindi) return onHindiKeyDown(event, hindi.box, hindi.loggedKey);
    const area = event.currentTarget;
    const { value } = box.current;
    const current = { value, selectionStart: area.selectionStart, selectionEnd: area.selectionEnd };
    const outcome = examKey(event, current, context);
    if (countsAsKeyDepression(event.key)) {
      const atEnd = current.selectionStart === value.length && current.selectionEnd === value.length;
      logKey(
        loggedKey(event.key, outcome.kind !== 'browser'),
        atEnd ? undefined : [current.selectionStart, current.selectionEnd],
      );
    }
    // Setting a focused textarea's text costs milliseconds a key: the browser makes the edit, checked on input.
    const native = insertsAsTyped(event) || NATIVE_EDIT_KEYS.has(event.key);
    if (outcome.kind === 'edit' && native && outcome.state.value !== value) {
      nativeEdit.current = outcome.state;
      return;
    }
    if (outcome.kind === 'browser') return publish();
    event.preventDefault();
    if (outcome.kind === 'edit') write(area, outcome.state);
    else refuse(outcome.reason);
    publish();
  };
  // The input the last key made is held to the rules' edit; any other change (autocorrect, drag and drop) is undone.
  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    if (writing.current) return;
    const area = event.currentTarget;
    const expected = nativeEdit.current;
    nativeEdit.current = null;
    if (expected && area.value === expected.value) box.current = expected;
    else write(area, expected ?? box.current);
    publish();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    refuse('Paste is disabled in the exam');
    publish();
  };

  return {
    progress,
    answer: () => ({
      typed: box.current.value,
      keyDepressions: log.current.length,
      keyLog: encodeKeyLog(log.current),
    }),
    boxProps: { ref, onKeyDown, onPaste, onInput },
  };
}
