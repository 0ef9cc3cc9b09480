import { appendTo, type AppendLog } from './append-log';
import { isPrintableKey, KEY_BACKSPACE, KEY_ENTER } from './keys';
import { DEFAULT_TEST_DURATION, isTestDuration, type TestDuration } from '../constants';
import { MAX_UNTIMED_SECONDS, TIMED_TEST, type TestOptions } from './test-options';
import type { KeyPress } from './key-press';
import { wordIndexByChar } from '../texts/sample-text';
import { incrementKeyCount, type KeyCount } from '../figures/weak-keys';

export type TestStatus = 'idle' | 'running' | 'complete';
export type CompletionReason = 'timer' | 'enter' | 'end-of-text';

/** Immutable; each transition is O(1) in the text length, and unchanged states are returned as is (no re-render). */
export interface TypingState {
  readonly status: TestStatus;
  readonly sampleText: string;
  readonly durationSeconds: TestDuration;
  readonly options: TestOptions;
  readonly userInput: string;
  readonly correctChars: number;
  readonly incorrectChars: number;
  readonly typedWords: number;
  readonly wrongPressCount: number;
  readonly wrongKeyCounts: readonly KeyCount[];
  readonly presses: AppendLog<KeyPress>;
  readonly keyLog: AppendLog<TimedKey>;
  readonly startedAtMs: number | null;
  readonly lastKeyAtMs: number | null;
  readonly completedAtMs: number | null;
  readonly completionReason: CompletionReason | null;
  /** So "word n of m" is an O(1) lookup. */
  readonly sampleWordIndex: Int32Array;
  readonly sampleWordCount: number;
}

export interface TimedKey {
  readonly key: string;
  readonly atMs: number;
  /** An exam box's selection (UTF-16 units); absent: at the end of the text. */
  readonly caret?: readonly [number, number];
}

export function createTest(
  sampleText: string,
  durationSeconds: number = DEFAULT_TEST_DURATION,
  options: TestOptions = TIMED_TEST,
): TypingState {
  if (sampleText.length === 0) throw new RangeError('The sample text is empty');
  const sampleWordIndex = wordIndexByChar(sampleText);
  return {
    status: 'idle',
    sampleText,
    durationSeconds: checkedDuration(durationSeconds),
    options,
    userInput: '',
    correctChars: 0,
    incorrectChars: 0,
    typedWords: 0,
    wrongPressCount: 0,
    wrongKeyCounts: [],
    presses: null,
    keyLog: null,
    startedAtMs: null,
    lastKeyAtMs: null,
    completedAtMs: null,
    completionReason: null,
    sampleWordIndex,
    sampleWordCount: sampleText.trim().length === 0 ? 0 : sampleWordIndex[sampleText.length - 1] + 1,
  };
}

/** SPEC §4: only before the test has started. */
export function withDuration(state: TypingState, durationSeconds: number): TypingState {
  const duration = checkedDuration(durationSeconds);
  return state.status === 'idle' && duration !== state.durationSeconds
    ? { ...state, durationSeconds: duration }
    : state;
}

export function limitSeconds(state: TypingState): number {
  return state.options.mode === 'time' ? state.durationSeconds : MAX_UNTIMED_SECONDS;
}

export function deadlineMs(state: TypingState): number | null {
  return state.startedAtMs === null ? null : state.startedAtMs + limitSeconds(state) * 1000;
}

/** SPEC §4–5. A key after the timer ran out completes the test at the deadline, whatever the page's tick rate. */
export function applyKey(state: TypingState, key: string, atMs: number): TypingState {
  if (!Number.isFinite(atMs)) throw new RangeError('A keystroke needs a finite time');
  if (state.status === 'complete') return state;
  // Clocks may jitter; time never runs backwards inside a test.
  const at = state.lastKeyAtMs === null ? atMs : Math.max(atMs, state.lastKeyAtMs);
  const deadline = deadlineMs(state);
  if (deadline !== null && at >= deadline) return complete(state, deadline, 'timer');

  if (key === KEY_ENTER) return state.status === 'running' ? complete(state, at, 'enter', key) : state;
  if (key === KEY_BACKSPACE) return deleteLast(state, at);
  if (isPrintableKey(key)) return typeCharacter(state, key, at);
  return state;
}

export function applyKeys(state: TypingState, keys: Iterable<TimedKey>): TypingState {
  let next = state;
  for (const { key, atMs } of keys) next = applyKey(next, key, atMs);
  return next;
}

/** Stamped at the deadline, not at the late tick. */
export function tick(state: TypingState, nowMs: number): TypingState {
  const deadline = deadlineMs(state);
  if (state.status !== 'running' || deadline === null || !(nowMs >= deadline)) return state;
  return complete(state, deadline, 'timer');
}

function typeCharacter(state: TypingState, key: string, at: number): TypingState {
  const { userInput: input, sampleText } = state;
  const position = input.length;
  if (position >= sampleText.length) return state;

  const startedAtMs = state.startedAtMs ?? at;
  const expected = sampleText[position];
  const correct = key === expected;
  const startsWord = key !== ' ' && (position === 0 || input[position - 1] === ' ');
  const press: KeyPress = {
    expected,
    typed: key,
    atOffsetMs: at - startedAtMs,
    intervalMs: state.lastKeyAtMs === null ? null : at - state.lastKeyAtMs,
  };
  const next: TypingState = {
    ...state,
    status: 'running',
    startedAtMs,
    lastKeyAtMs: at,
    userInput: input + key,
    correctChars: state.correctChars + (correct ? 1 : 0),
    incorrectChars: state.incorrectChars + (correct ? 0 : 1),
    typedWords: state.typedWords + (startsWord ? 1 : 0),
    wrongPressCount: state.wrongPressCount + (correct ? 0 : 1),
    wrongKeyCounts: correct ? state.wrongKeyCounts : incrementKeyCount(state.wrongKeyCounts, expected),
    presses: appendTo(state.presses, press),
    keyLog: appendTo(state.keyLog, { key, atMs: at }),
  };
  // The input equals the sample exactly when it is as long and has no wrong character.
  return next.userInput.length === sampleText.length && next.incorrectChars === 0
    ? complete(next, at, 'end-of-text')
    : next;
}

function deleteLast(state: TypingState, at: number): TypingState {
  const { userInput: input, sampleText } = state;
  const position = input.length - 1;
  if (position < 0) return state;
  const removed = input[position];
  const wasCorrect = removed === sampleText[position];
  const startedWord = removed !== ' ' && (position === 0 || input[position - 1] === ' ');
  return {
    ...state,
    lastKeyAtMs: at,
    userInput: input.slice(0, position),
    correctChars: state.correctChars - (wasCorrect ? 1 : 0),
    incorrectChars: state.incorrectChars - (wasCorrect ? 0 : 1),
    typedWords: state.typedWords - (startedWord ? 1 : 0),
    keyLog: appendTo(state.keyLog, { key: KEY_BACKSPACE, atMs: at }),
  };
}

export function complete(state: TypingState, at: number, reason: CompletionReason, loggedKey?: string): TypingState {
  return {
    ...state,
    status: 'complete',
    completedAtMs: at,
    completionReason: reason,
    ...(loggedKey !== undefined ? { keyLog: appendTo(state.keyLog, { key: loggedKey, atMs: at }) } : {}),
  };
}

function checkedDuration(durationSeconds: number): TestDuration {
  if (!isTestDuration(durationSeconds))
    throw new RangeError(`A test lasts 30, 60 or 120 seconds, not ${durationSeconds}`);
  return durationSeconds;
}
