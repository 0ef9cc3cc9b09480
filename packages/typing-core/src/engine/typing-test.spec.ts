import { logToArray } from './append-log';
import { isPrintableKey, KEY_BACKSPACE, KEY_ENTER } from './keys';
import { applyKey, applyKeys, createTest, deadlineMs, tick, withDuration, type TypingState } from './typing-test';
import { elapsedWholeSeconds, isTimerWarning } from '../figures/live-readouts';
import { MAX_UNTIMED_SECONDS } from './test-options';
import { keysFor } from '../testing/timed-keys';

const SAMPLE = 'the cat sat';

function typed(script: string, sample = SAMPLE, duration = 60, startMs = 1_000, stepMs = 100): TypingState {
  return applyKeys(createTest(sample, duration), keysFor(script, startMs, stepMs));
}

describe('createTest', () => {
  it('starts idle with a 60-second default and nothing typed', () => {
    const state = createTest(SAMPLE);
    expect(state).toMatchObject({
      status: 'idle',
      durationSeconds: 60,
      userInput: '',
      correctChars: 0,
      incorrectChars: 0,
      typedWords: 0,
      startedAtMs: null,
      completedAtMs: null,
      sampleWordCount: 3,
    });
    expect(deadlineMs(state)).toBeNull();
  });

  it('accepts 30 and 120 seconds and refuses other durations', () => {
    expect(createTest(SAMPLE, 30).durationSeconds).toBe(30);
    expect(createTest(SAMPLE, 120).durationSeconds).toBe(120);
    expect(() => createTest(SAMPLE, 45)).toThrow(RangeError);
  });

  it('refuses an empty sample', () => {
    expect(() => createTest('')).toThrow(RangeError);
  });
});

describe('withDuration', () => {
  it('only sets the duration while idle', () => {
    expect(withDuration(createTest(SAMPLE), 30).durationSeconds).toBe(30);
    const running = typed('t');
    expect(withDuration(running, 30)).toBe(running);
  });

  it('refuses a duration that is not offered', () => {
    expect(() => withDuration(createTest(SAMPLE), 90)).toThrow(RangeError);
  });
});

describe('applyKey: starting', () => {
  it('starts running on the first character typed, at its time', () => {
    const state = applyKey(createTest(SAMPLE), 't', 5_000);
    expect(state.status).toBe('running');
    expect(state.startedAtMs).toBe(5_000);
    expect(deadlineMs(state)).toBe(65_000);
    expect(state.userInput).toBe('t');
  });

  it('starts on a wrong first character too', () => {
    expect(applyKey(createTest(SAMPLE), 'x', 0).status).toBe('running');
  });

  it.each([KEY_BACKSPACE, KEY_ENTER, 'Shift', 'Tab', 'Escape', 'ArrowLeft', 'Dead', '\n', '\t', ''])(
    'does not start on %j',
    (key) => {
      const idle = createTest(SAMPLE);
      expect(applyKey(idle, key, 0)).toBe(idle);
    },
  );

  it('refuses a keystroke without a usable time', () => {
    expect(() => applyKey(createTest(SAMPLE), 't', Number.NaN)).toThrow(RangeError);
  });
});

describe('applyKey: typing', () => {
  it('appends correct and wrong characters and counts them', () => {
    const state = typed('thx c');
    expect(state.userInput).toBe('thx c');
    expect(state.correctChars).toBe(4);
    expect(state.incorrectChars).toBe(1);
    expect(state.typedWords).toBe(2);
    expect(state.wrongPressCount).toBe(1);
    expect(state.wrongKeyCounts).toEqual([{ key: 'e', count: 1 }]);
  });

  it('counts a wrong space as a wrong press of the space key', () => {
    const state = typed('tx');
    expect(typed('thex').wrongKeyCounts).toEqual([{ key: ' ', count: 1 }]);
    expect(state.wrongKeyCounts).toEqual([{ key: 'h', count: 1 }]);
  });

  it('records each accepted character keystroke with its offset and interval', () => {
    const state = applyKeys(createTest(SAMPLE), [
      { key: 't', atMs: 1_000 },
      { key: 'x', atMs: 1_150 },
      { key: KEY_BACKSPACE, atMs: 1_400 },
      { key: 'h', atMs: 1_500 },
    ]);
    expect(logToArray(state.presses)).toEqual([
      { expected: 't', typed: 't', atOffsetMs: 0, intervalMs: null },
      { expected: 'h', typed: 'x', atOffsetMs: 150, intervalMs: 150 },
      { expected: 'h', typed: 'h', atOffsetMs: 500, intervalMs: 100 },
    ]);
  });

  it('ignores a single character that is not printable but accepts any printable one', () => {
    expect(isPrintableKey('a')).toBe(true);
    expect(isPrintableKey(' ')).toBe(true);
    expect(isPrintableKey('$')).toBe(true);
    expect(isPrintableKey('\u0007')).toBe(false);
    expect(isPrintableKey('\ud83d')).toBe(false);
    expect(isPrintableKey('ab')).toBe(false);
  });

  it('never lets the input grow past the sample', () => {
    const full = typed('xyz', 'ab');
    expect(full.userInput).toBe('xy');
    expect(full.status).toBe('running');
    // The extra key is rejected, not counted as a wrong press.
    expect(full.wrongPressCount).toBe(2);
    expect(logToArray(full.presses)).toHaveLength(2);
  });

  it('keeps the same state object for a rejected key', () => {
    const full = typed('ax', 'ab');
    expect(applyKey(full, 'c', 5_000)).toBe(full);
  });

  it('keeps earlier states unchanged', () => {
    const before = typed('th');
    const after = applyKey(before, 'e', 9_000);
    expect(before.userInput).toBe('th');
    expect(after.userInput).toBe('the');
  });
});

describe('applyKey: Backspace', () => {
  it('deletes the last character and undoes its counts', () => {
    const state = typed('thx⌫');
    expect(state.userInput).toBe('th');
    expect(state.correctChars).toBe(2);
    expect(state.incorrectChars).toBe(0);
  });

  it('keeps wrong presses that were corrected', () => {
    const state = typed('thx⌫e');
    expect(state.userInput).toBe('the');
    expect(state.wrongPressCount).toBe(1);
    expect(state.wrongKeyCounts).toEqual([{ key: 'e', count: 1 }]);
  });

  it('deletes a correct character too', () => {
    expect(typed('the⌫').correctChars).toBe(2);
  });

  it('undoes a word it erases entirely', () => {
    expect(typed('the c').typedWords).toBe(2);
    expect(typed('the c⌫').typedWords).toBe(1);
    expect(typed('the c⌫⌫').typedWords).toBe(1);
    expect(typed('the c⌫⌫⌫⌫⌫').typedWords).toBe(0);
  });

  it('does nothing on an empty input, idle or running', () => {
    const idle = createTest(SAMPLE);
    expect(applyKey(idle, KEY_BACKSPACE, 0)).toBe(idle);
    const emptied = typed('t⌫');
    expect(emptied.status).toBe('running');
    expect(applyKey(emptied, KEY_BACKSPACE, 9_000)).toBe(emptied);
  });
});

describe('applyKey: completion', () => {
  it('completes when the input equals the whole sample', () => {
    const state = typed(SAMPLE, SAMPLE, 60, 1_000, 100);
    expect(state.status).toBe('complete');
    expect(state.completionReason).toBe('end-of-text');
    expect(state.completedAtMs).toBe(1_000 + (SAMPLE.length - 1) * 100);
  });

  it('completes when a corrected input reaches the sample', () => {
    const state = typed('the cat sax⌫t');
    expect(state.status).toBe('complete');
    expect(state.userInput).toBe(SAMPLE);
  });

  it('does not complete on a full-length input with an error', () => {
    const state = typed('the cat sax');
    expect(state.status).toBe('running');
    expect(state.userInput.length).toBe(SAMPLE.length);
  });

  it('completes on Enter while running, at that moment', () => {
    const state = applyKey(typed('the'), KEY_ENTER, 4_321);
    expect(state.status).toBe('complete');
    expect(state.completionReason).toBe('enter');
    expect(state.completedAtMs).toBe(4_321);
  });

  it('ignores Enter before the test has started', () => {
    const idle = createTest(SAMPLE);
    expect(applyKey(idle, KEY_ENTER, 0)).toBe(idle);
  });

  it('ignores every keystroke after completion', () => {
    const done = typed('the⏎');
    for (const key of ['x', KEY_BACKSPACE, KEY_ENTER, ' ']) expect(applyKey(done, key, 99_000)).toBe(done);
  });
});

describe('timer', () => {
  it('does not complete before the duration has elapsed', () => {
    const running = applyKey(createTest(SAMPLE, 30), 't', 1_000);
    expect(tick(running, 30_999)).toBe(running);
  });

  it('completes when the duration has elapsed, stamped at the deadline', () => {
    const running = applyKey(createTest(SAMPLE, 30), 't', 1_000);
    const atDeadline = tick(running, 31_000);
    expect(atDeadline).toMatchObject({ status: 'complete', completionReason: 'timer', completedAtMs: 31_000 });
    const late = tick(running, 45_000);
    expect(late.completedAtMs).toBe(31_000);
  });

  it('uses the chosen duration', () => {
    const running = applyKey(createTest(SAMPLE, 120), 't', 0);
    expect(tick(running, 119_999).status).toBe('running');
    expect(tick(running, 120_000).status).toBe('complete');
  });

  it('does nothing while idle or once complete', () => {
    const idle = createTest(SAMPLE);
    expect(tick(idle, 1e9)).toBe(idle);
    const done = typed('t⏎');
    expect(tick(done, 1e9)).toBe(done);
  });

  it('completes at the deadline and drops a keystroke that arrives after it', () => {
    const running = applyKey(createTest(SAMPLE, 30), 't', 0);
    const state = applyKey(running, 'h', 30_000);
    expect(state).toMatchObject({ status: 'complete', completionReason: 'timer', completedAtMs: 30_000 });
    expect(state.userInput).toBe('t');
  });

  it('never lets time run backwards inside a test', () => {
    const state = applyKeys(createTest(SAMPLE), [
      { key: 't', atMs: 5_000 },
      { key: 'h', atMs: 4_000 },
      { key: KEY_ENTER, atMs: 3_000 },
    ]);
    expect(logToArray(state.presses)[1]).toMatchObject({ atOffsetMs: 0, intervalMs: 0 });
    expect(state.completedAtMs).toBe(5_000);
  });
});

describe('applyKeys', () => {
  it('gives the same state as applying the keys one by one', () => {
    const keys = keysFor('thx⌫e caz⏎', 0, 70);
    const oneByOne = keys.reduce((state, { key, atMs }) => applyKey(state, key, atMs), createTest(SAMPLE));
    expect(applyKeys(createTest(SAMPLE), keys)).toEqual(oneByOne);
  });
});

describe('untimed tests (words, custom)', () => {
  const untimed = { mode: 'words', wordCount: 25, punctuation: false, numbers: false } as const;

  it('run past any timed duration and end by themselves at the untimed cap', () => {
    let state = applyKey(createTest('abc def', 30, untimed), 'a', 0);
    state = tick(state, 200_000);
    expect(state.status).toBe('running');
    expect(isTimerWarning(state, 595_000)).toBe(false);
    state = tick(state, MAX_UNTIMED_SECONDS * 1000);
    expect(state).toMatchObject({ status: 'complete', completionReason: 'timer' });
    expect(elapsedWholeSeconds(state)).toBe(MAX_UNTIMED_SECONDS);
  });

  it('complete at the end of the text, as a timed test does', () => {
    const state = applyKeys(createTest('ab', 60, untimed), [
      { key: 'a', atMs: 0 },
      { key: 'b', atMs: 90_000 },
    ]);
    expect(state).toMatchObject({ status: 'complete', completionReason: 'end-of-text' });
  });
});
