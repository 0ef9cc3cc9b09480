/** Emulated layouts' keys edit the text; a module of its own so the typing page's first bundle carries none of it. */
import { appendTo } from './append-log';
import { complete, deadlineMs, type TypingState } from './typing-test';
import { incrementKeyCount } from '../figures/weak-keys';

/** A word's last letter may be a half form until ा makes it whole (थ् + ा → थ), one code point more. */
export const EDIT_OVERRUN = 2;

export interface EditPress {
  readonly logged: string;
  readonly deleteBefore: number;
  readonly insert: string;
  readonly judged: { readonly expected: string; readonly typed: string } | null;
}

/** As applyKey, except the press is an edit and one running past EDIT_OVERRUN is refused. */
export function applyEditPress(state: TypingState, press: EditPress, atMs: number): TypingState {
  if (!Number.isFinite(atMs)) throw new RangeError('A keystroke needs a finite time');
  if (state.status === 'complete') return state;
  const at = state.lastKeyAtMs === null ? atMs : Math.max(atMs, state.lastKeyAtMs);
  const deadline = deadlineMs(state);
  if (deadline !== null && at >= deadline) return complete(state, deadline, 'timer');
  const kept = withoutLastCodePoints(state.userInput, press.deleteBefore);
  if (kept.length + press.insert.length > state.sampleText.length + EDIT_OVERRUN) return state;

  let next: TypingState = state;
  while (next.userInput.length > kept.length) next = removeLastChar(next);
  for (let i = 0; i < press.insert.length; i++) next = appendChar(next, press.insert[i]!);
  const startedAtMs = state.startedAtMs ?? at;
  const judged = press.judged;
  const wrong = judged !== null && judged.expected !== judged.typed;
  next = {
    ...next,
    status: 'running',
    startedAtMs,
    lastKeyAtMs: at,
    wrongPressCount: state.wrongPressCount + (wrong ? 1 : 0),
    wrongKeyCounts: wrong ? incrementKeyCount(state.wrongKeyCounts, judged.expected) : state.wrongKeyCounts,
    presses: judged
      ? appendTo(state.presses, {
          ...judged,
          atOffsetMs: at - startedAtMs,
          intervalMs: state.lastKeyAtMs === null ? null : at - state.lastKeyAtMs,
        })
      : state.presses,
    keyLog: appendTo(state.keyLog, { key: press.logged, atMs: at }),
  };
  return next.userInput === next.sampleText ? complete(next, at, 'end-of-text') : next;
}

/** Walks back from the end, keeping surrogate pairs whole. */
export function withoutLastCodePoints(text: string, count: number): string {
  let end = text.length;
  for (let left = count; left > 0 && end > 0; left--) {
    end -= end >= 2 && /[\uDC00-\uDFFF]/.test(text[end - 1]!) && /[\uD800-\uDBFF]/.test(text[end - 2]!) ? 2 : 1;
  }
  return text.slice(0, end);
}

function appendChar(state: TypingState, char: string): TypingState {
  const { userInput: input, sampleText } = state;
  const position = input.length;
  const correct = char === sampleText[position];
  const startsWord = char !== ' ' && (position === 0 || input[position - 1] === ' ');
  return {
    ...state,
    userInput: input + char,
    correctChars: state.correctChars + (correct ? 1 : 0),
    incorrectChars: state.incorrectChars + (correct ? 0 : 1),
    typedWords: state.typedWords + (startsWord ? 1 : 0),
  };
}

function removeLastChar(state: TypingState): TypingState {
  const { userInput: input, sampleText } = state;
  const position = input.length - 1;
  const removed = input[position];
  const wasCorrect = removed === sampleText[position];
  const startedWord = removed !== ' ' && (position === 0 || input[position - 1] === ' ');
  return {
    ...state,
    userInput: input.slice(0, position),
    correctChars: state.correctChars - (wasCorrect ? 1 : 0),
    incorrectChars: state.incorrectChars - (wasCorrect ? 0 : 1),
    typedWords: state.typedWords - (startedWord ? 1 : 0),
  };
}
