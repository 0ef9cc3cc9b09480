import { applyKey, applyKeys, createTest } from '../engine/typing-test';
import {
  currentWord,
  elapsedMs,
  isTimerWarning,
  liveAccuracy,
  liveWeakKeys,
  liveWpm,
  remainingSeconds,
} from './live-readouts';
import { keysFor } from '../testing/timed-keys';

const SAMPLE = 'the cat sat';

describe('elapsedMs', () => {
  it('is 0 before the test starts', () => {
    expect(elapsedMs(createTest(SAMPLE), 5_000)).toBe(0);
  });

  it('runs from the first keystroke to now while running', () => {
    const running = applyKey(createTest(SAMPLE), 't', 1_000);
    expect(elapsedMs(running, 3_500)).toBe(2_500);
  });

  it('uses the last keystroke when no clock reading is given, or when now lags behind it', () => {
    const running = applyKeys(createTest(SAMPLE), keysFor('th', 1_000, 400));
    expect(elapsedMs(running)).toBe(400);
    expect(elapsedMs(running, 900)).toBe(400);
  });

  it('stops at the duration even if the page has not ticked yet', () => {
    const running = applyKey(createTest(SAMPLE, 30), 't', 0);
    expect(elapsedMs(running, 99_000)).toBe(30_000);
  });

  it('is the time actually used once complete', () => {
    const done = applyKeys(createTest(SAMPLE, 120), keysFor('the⏎', 0, 1_000));
    expect(elapsedMs(done, 99_000)).toBe(3_000);
  });
});

describe('remainingSeconds and the red timer', () => {
  it('shows the whole duration before the start', () => {
    expect(remainingSeconds(createTest(SAMPLE))).toBe(60);
    expect(remainingSeconds(createTest(SAMPLE, 30))).toBe(30);
  });

  it('counts down in whole seconds, rounding up', () => {
    const running = applyKey(createTest(SAMPLE), 't', 0);
    expect(remainingSeconds(running, 100)).toBe(60);
    expect(remainingSeconds(running, 1_000)).toBe(59);
    expect(remainingSeconds(running, 59_999)).toBe(1);
    expect(remainingSeconds(running, 60_000)).toBe(0);
  });

  it('turns red under 10 seconds left, only while running', () => {
    const running = applyKey(createTest(SAMPLE), 't', 0);
    expect(isTimerWarning(running, 50_000)).toBe(false); // 10 left
    expect(isTimerWarning(running, 51_000)).toBe(true); // 9 left
    expect(isTimerWarning(createTest(SAMPLE), 0)).toBe(false);
    expect(isTimerWarning(applyKey(running, 'Enter', 55_000), 55_000)).toBe(false);
  });
});

describe('currentWord', () => {
  it('is word 1 of n before typing', () => {
    expect(currentWord(createTest(SAMPLE))).toEqual({ current: 1, total: 3 });
  });

  it('follows the cursor through the sample', () => {
    const at = (script: string) => currentWord(applyKeys(createTest(SAMPLE), keysFor(script))).current;
    expect(at('th')).toBe(1);
    expect(at('the')).toBe(1);
    expect(at('the ')).toBe(2);
    expect(at('the cat sa')).toBe(3);
    expect(at('xxx xxx xxx')).toBe(3);
  });
});

describe('live speed, accuracy and weak keys', () => {
  it('reports WPM so far and accuracy of the current input', () => {
    const state = applyKeys(createTest(SAMPLE), keysFor('the cx', 0, 1_000));
    expect(liveWpm(state, 6_000)).toBe(20); // 2 words in 6 s
    expect(liveAccuracy(state)).toBe(83); // 5 of 6
  });

  it('is 0 WPM and 100% before anything is typed', () => {
    expect(liveWpm(createTest(SAMPLE), 0)).toBe(0);
    expect(liveAccuracy(createTest(SAMPLE))).toBe(100);
  });

  it('lists mistyped keys, most errors first', () => {
    const state = applyKeys(createTest('aab'), keysFor('x⌫ax⌫ax'));
    expect(liveWeakKeys(state)).toEqual([
      { key: 'a', count: 2 },
      { key: 'b', count: 1 },
    ]);
  });
});
