/**
 * The accuracy figure and 'Keys to Practice' come from the same presses. Over recorded
 * keystroke logs: a test at 100 % lists no key to practise, and every key listed had at least
 * one wrong press in that test; net and raw WPM follow from the final input.
 */
import { applyKeys, createTest, tick } from '../engine/typing-test';
import { KEYSTROKE_LOGS, timedKeys, type KeystrokeLog } from '../testing/keystroke-logs.fixture';
import { logToArray } from '../engine/append-log';
import { comparableSpeed } from './comparable-speed';
import { isCorrectPress } from '../engine/key-press';
import { summarize } from './result';
import { topWeakKeys } from './weak-keys';

function play(log: KeystrokeLog) {
  const keys = timedKeys(log);
  // The page's timer ticks after the last key too, so a test left running ends at its deadline.
  const state = tick(applyKeys(createTest(log.sampleText, log.durationSeconds), keys), Number.MAX_SAFE_INTEGER);
  return { state, result: summarize(state) };
}

describe.each(Object.entries(KEYSTROKE_LOGS))('the %s log', (_name, log) => {
  const { state, result } = play(log);
  const presses = logToArray(state.presses);

  it('lists keys to practise exactly when the accuracy is below 100 %', () => {
    expect(result.accuracy === 100).toBe(topWeakKeys(result.weakKeyStats).length === 0);
  });

  it('lists only keys with a wrong press in this test, as many as it had', () => {
    for (const { key, count } of result.weakKeyStats) {
      const wrong = presses.filter((press) => press.expected === key && !isCorrectPress(press)).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBe(wrong);
    }
  });

  it('takes the accuracy from those presses', () => {
    const right = presses.filter(isCorrectPress).length;
    expect(result.correctPresses).toBe(right);
    expect(result.accuracy).toBe(presses.length === 0 ? 100 : Math.floor((100 * right) / presses.length));
  });

  it('has net and raw WPM from the final input', () => {
    expect(result).toMatchObject(comparableSpeed(log.sampleText, state.userInput, result.elapsedSeconds));
    expect(result.netWpm).toBeLessThanOrEqual(result.rawWpm);
  });
});

describe('what the logs show', () => {
  const figures = (name: keyof typeof KEYSTROKE_LOGS) => {
    const { result } = play(KEYSTROKE_LOGS[name]!);
    return { accuracy: result.accuracy, keys: result.weakKeyStats, input: result.userInput };
  };

  it('a clean test is 100 % with nothing to practise', () => {
    expect(figures('clean')).toMatchObject({ accuracy: 100, keys: [] });
    expect(figures('onlyShiftAndEnter')).toMatchObject({ accuracy: 100, keys: [], input: 'a short' });
  });

  it('mistakes fixed with Backspace still count: below 100 %, and their keys listed', () => {
    const fixed = figures('correctedTypo');
    expect(fixed.input).toBe(KEYSTROKE_LOGS.correctedTypo!.sampleText);
    expect(fixed.accuracy).toBeLessThan(100);
    // 'practive' (v for c), 'perfcet' (c for e, e for c).
    expect(fixed.keys).toEqual([
      { key: 'c', count: 2 },
      { key: 'e', count: 1 },
    ]);
  });

  it('a key missed twice is listed with both misses', () => {
    expect(figures('sameKeyTwice').keys.find((k) => k.key === 'e')?.count).toBe(2);
  });
});
