import { encodeKeyLog, KEY_NO_EDIT, type TimedKey } from '@typing/typing-core';
import { type BoxState, countsAsKeyDepression, examKey, type KeyContext, wordCount } from '@typing/typing-core/exams';
import type { HindiExamBox, HindiKeyDown } from '@typing/typing-core/exams/hindi';
import { type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';

/** The key as the log names it: an edit key by itself, Tab by its character, any other key as one that edits nothing. */
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
  /** The passage word being typed: the next one after a space. */
  readonly currentWord: number;
  readonly refused: { readonly count: number; readonly reason: string } | undefined;
  readonly boxProps: {
    readonly ref: React.RefObject<HTMLTextAreaElement | null>;
    readonly value: string;
    readonly onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    readonly onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
    readonly onChange: () => void;
  };
}

type LoggedKey = (event: HindiKeyDown) => string | null;

/** A Hindi exam's box and how its keys are named (from the Hindi exam chunk). */
export interface HindiTyping {
  readonly box: HindiExamBox;
  readonly loggedKey: LoggedKey;
}

/**
 * The typing box's state: every edit goes through the profile's key rules (for Hindi, through the
 * layout's emulator), every key press is counted.
 */
export function useExamTyping(context: KeyContext, hindi?: HindiTyping): ExamTyping {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [box, setBox] = useState<BoxState>({ value: '', selectionStart: 0, selectionEnd: 0 });
  const [keyDepressions, setKeyDepressions] = useState(0);
  const log = useRef<TimedKey[]>([]);
  const [refused, setRefused] = useState<ExamTyping['refused']>();

  useLayoutEffect(() => {
    ref.current?.setSelectionRange(box.selectionStart, box.selectionEnd);
  }, [box]);

  const logKey = (key: string, caret?: readonly [number, number]) => {
    log.current.push({ key, atMs: performance.now(), ...(caret ? { caret } : {}) });
    setKeyDepressions(log.current.length);
  };

  // Hindi: every key goes through the layout's emulator at the end of the answer (hindi-box.ts).
  const onHindiKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>, box: HindiExamBox, loggedKey: LoggedKey) => {
    if (event.metaKey || (event.ctrlKey && !event.altKey) || !countsAsKeyDepression(event.key)) return;
    const logged = loggedKey(event);
    if (logged === null) {
      // Tab leaves the box as usual; any other key (arrows, Enter) keeps the caret at the end.
      logKey(KEY_NO_EDIT);
      if (event.key !== 'Tab') event.preventDefault();
      return;
    }
    event.preventDefault();
    logKey(logged);
    const outcome = box.press(logged);
    const end = box.value.length;
    if (outcome.kind === 'refused') setRefused((last) => ({ count: (last?.count ?? 0) + 1, reason: outcome.reason }));
    else setBox({ value: box.value, selectionStart: end, selectionEnd: end });
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
    if (outcome.kind === 'browser') return;
    event.preventDefault();
    if (outcome.kind === 'edit') setBox(outcome.state);
    else setRefused((last) => ({ count: (last?.count ?? 0) + 1, reason: outcome.reason }));
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
    // Edits happen on keydown; a change the keys did not make (drag and drop, autocorrect) is not taken.
    boxProps: { ref, value: box.value, onKeyDown, onPaste, onChange: () => undefined },
  };
}
