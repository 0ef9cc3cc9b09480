import { appendTo, type AppendLog } from './append-log';
import { DEFAULT_TEST_DURATION, isTestDuration, type TestDuration } from './constants';
import { MAX_UNTIMED_SECONDS, TIMED_TEST, type TestOptions } from './test-options';
import type { KeyPress } from './key-press';
import { wordIndexByChar } from './sample-text';
import { incrementKeyCount, type KeyCount } from './weak-keys';

/** KeyboardEvent.key names the engine acts on; Tab (new text) and Esc belong to the page. */
export const KEY_BACKSPACE = 'Backspace';
export const KEY_ENTER = 'Enter';
export const KEY_DELETE = 'Delete';
/** A key an exam counts that edits nothing (an arrow, Home, End). */
export const KEY_NO_EDIT = 'NoEdit';

/** How a key is named to people: the space bar has no visible glyph. */
export const keyName = (key: string): string => (key === ' ' ? 'space' : key);

export type TestStatus = 'idle' | 'running' | 'complete';
export type CompletionReason = 'timer' | 'enter' | 'end-of-text';

/**
 * One moment of a typing test. Immutable: every transition returns a new state (or the same one
 * when nothing changed, so a UI can skip re-rendering), and each transition is O(1) in the text
 * length — running tallies are updated, nothing is rescanned.
 */
export interface TypingState {
  readonly status: TestStatus;
  readonly sampleText: string;
  /** The chosen duration of a timed test (kept, unused, by untimed ones). */
  readonly durationSeconds: TestDuration;
  readonly options: TestOptions;
  readonly userInput: string;
  /** Characters of the input that match / do not match the sample at their position. */
  readonly correctChars: number;
  readonly incorrectChars: number;
  /** Typed words as defined by countTypedWords, kept incrementally. */
  readonly typedWords: number;
  /** Every character keystroke whose key differed from the sample, including ones later erased. */
  readonly wrongPressCount: number;
  /** Live tally of those wrong presses by expected key, unsorted (for the on-screen keyboard). */
  readonly wrongKeyCounts: readonly KeyCount[];
  /** Every accepted character keystroke, for the statistics computed once at the end. */
  readonly presses: AppendLog<KeyPress>;
  /** Every key the test took (characters, Backspace, Enter) with its time: the result's key log. */
  readonly keyLog: AppendLog<TimedKey>;
  readonly startedAtMs: number | null;
  readonly lastKeyAtMs: number | null;
  readonly completedAtMs: number | null;
  readonly completionReason: CompletionReason | null;
  /** The 0-based word of each sample character, so "word n of m" is an O(1) lookup. */
  readonly sampleWordIndex: Int32Array;
  readonly sampleWordCount: number;
}

/** A keystroke as the page saw it: KeyboardEvent.key and a monotonic time in milliseconds. */
export interface TimedKey {
  readonly key: string;
  readonly atMs: number;
  /** Where an exam box's edit applied (selection start and end, UTF-16 units); absent: at the end of the text. */
  readonly caret?: readonly [number, number];
}

/** A fresh, idle test over a sample text; the timer starts with the first character typed. */
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

/** Choosing a time only sets the duration (SPEC §4), and only before the test has started. */
export function withDuration(state: TypingState, durationSeconds: number): TypingState {
  const duration = checkedDuration(durationSeconds);
  return state.status === 'idle' && duration !== state.durationSeconds
    ? { ...state, durationSeconds: duration }
    : state;
}

/** The test's time limit: the chosen duration, or the untimed tests' cap. */
export function limitSeconds(state: TypingState): number {
  return state.options.mode === 'time' ? state.durationSeconds : MAX_UNTIMED_SECONDS;
}

/** When the timer runs out, or null before the test starts. */
export function deadlineMs(state: TypingState): number | null {
  return state.startedAtMs === null ? null : state.startedAtMs + limitSeconds(state) * 1000;
}

/**
 * Applies one keystroke (SPEC §4–5): a single printable character is appended (starting the test),
 * Backspace deletes the last character, Enter completes a running test; anything else, anything
 * after completion and anything beyond the sample's length is ignored. A key arriving after the
 * timer ran out completes the test at the deadline instead, so results do not depend on how
 * often the page calls tick().
 */
export function applyKey(state: TypingState, key: string, atMs: number): TypingState {
  if (!Number.isFinite(atMs)) throw new RangeError('A keystroke needs a finite time');
  if (state.status === 'complete') return state;
  // Clocks may jitter; time never runs backwards inside a test.
  const at = state.lastKeyAtMs === null ? atMs : Math.max(atMs, state.lastKeyAtMs);
  const deadline = deadlineMs(state);
  if (deadline !== null && at >= deadline) return complete(state, deadline, 'timer');

  // Each transition that takes the key adds it to the key log in the state it builds anyway.
  if (key === KEY_ENTER) return state.status === 'running' ? complete(state, at, 'enter', key) : state;
  if (key === KEY_BACKSPACE) return deleteLast(state, at);
  if (isPrintableKey(key)) return typeCharacter(state, key, at);
  return state;
}

/**
 * One key press of an emulated layout (a Hindi layout typed on any keyboard): the key as the log names
 * it, the edit it makes before the caret (code points removed, text inserted: a key may type a whole
 * conjunct or re-arrange the word), and how it is judged: a character press with the key expected and
 * the key typed (the same key when it was right), or null for Backspace, which is logged but not judged.
 */
/** Applies keystrokes in order; the same as calling applyKey for each. */
export function applyKeys(state: TypingState, keys: Iterable<TimedKey>): TypingState {
  let next = state;
  for (const { key, atMs } of keys) next = applyKey(next, key, atMs);
  return next;
}

/** Completes a running test whose time is up; completion is stamped at the deadline, not at the late tick. */
export function tick(state: TypingState, nowMs: number): TypingState {
  const deadline = deadlineMs(state);
  if (state.status !== 'running' || deadline === null || !(nowMs >= deadline)) return state;
  return complete(state, deadline, 'timer');
}

/** One UTF-16 unit that is not a control, format or surrogate character (so not 'Shift', not '\n'). */
export function isPrintableKey(key: string): boolean {
  return key.length === 1 && !/\p{C}/u.test(key);
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

/** The test completed at `at`; `loggedKey` is the key that completed it, when it goes into the key log (Enter). */
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
