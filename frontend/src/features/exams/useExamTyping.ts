import { type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { type BoxState, countsAsKeyDepression, examKey, type KeyContext, wordCount } from './exam-keys';

export interface ExamTyping {
  readonly value: string;
  readonly keyDepressions: number;
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

/** The typing box's state: every edit goes through the profile's key rules, every key press is counted. */
export function useExamTyping(context: KeyContext): ExamTyping {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [box, setBox] = useState<BoxState>({ value: '', selectionStart: 0, selectionEnd: 0 });
  const [keyDepressions, setKeyDepressions] = useState(0);
  const [refused, setRefused] = useState<ExamTyping['refused']>();

  useLayoutEffect(() => {
    ref.current?.setSelectionRange(box.selectionStart, box.selectionEnd);
  }, [box]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (countsAsKeyDepression(event.key)) setKeyDepressions((count) => count + 1);
    const area = event.currentTarget;
    const current = { value: box.value, selectionStart: area.selectionStart, selectionEnd: area.selectionEnd };
    const outcome = examKey(event, current, context);
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
    wordsTyped,
    currentWord,
    refused,
    // Edits happen on keydown; a change the keys did not make (drag and drop, autocorrect) is not taken.
    boxProps: { ref, value: box.value, onKeyDown, onPaste, onChange: () => undefined },
  };
}
