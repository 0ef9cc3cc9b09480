import { decodeKeyLog } from './key-log-encoding';
import { applyKey, createTest } from '../engine/typing-test';
import { summarize } from '../figures/result';

describe('key log', () => {
  test('the engine logs every key it took, with Backspace and Enter, from the first key', () => {
    let state = createTest('ab cd', 60);
    for (const [key, at] of [
      ['Shift', 990],
      ['a', 1000.4],
      ['x', 1180],
      ['Backspace', 1400],
      ['Backspace', 1401],
      ['a', 1650.6],
      ['Backspace', 1700],
      ['a', 1800],
      ['Enter', 2000],
    ] as const) {
      state = applyKey(state, key, at);
    }
    const { keyLog } = summarize(state);
    // Times from the first key, floored to the ms: 179, 399, 400, 650, 699, 799, 999. Gaps in base 36:
    // 179 = 4z, 220 = 64, 1 = 1, 250 = 6y, 49 = 1d, 100 = 2s, 200 = 5k.
    expect(keyLog).toBe('a0.x4z.\b64.\b1.a6y.\b1d.a2s.\n5k.');
    expect(decodeKeyLog(keyLog!)).toEqual([
      { key: 'a', atMs: 0 },
      { key: 'x', atMs: 179 },
      { key: 'Backspace', atMs: 399 },
      { key: 'Backspace', atMs: 400 },
      { key: 'a', atMs: 650 },
      { key: 'Backspace', atMs: 699 },
      { key: 'a', atMs: 799 },
      { key: 'Enter', atMs: 999 },
    ]);
  });

  test('keys that are digits, dots and spaces round-trip', () => {
    let state = createTest('1. 2', 60);
    [...'1. 2'].forEach((key, i) => (state = applyKey(state, key, 100 * i)));
    expect(decodeKeyLog(summarize(state).keyLog!)!.map((k) => k.key)).toEqual(['1', '.', ' ', '2']);
  });

  test('a test never started has no log', () => {
    expect(summarize(createTest('abc', 30)).keyLog).toBeUndefined();
  });

  test.each(['a', 'a0', 'a-1.', 'aZZ.', 'a12345678.', 'a.'])('%p is not a log', (text) => {
    expect(decodeKeyLog(text)).toBeNull();
  });

  test('a log read again soon is the same reading; each log keeps its own among many', () => {
    const logs = Array.from({ length: 200 }, (_, i) => `a${i.toString(36)}.b1.`);
    const first = decodeKeyLog(logs[0]!);
    expect(decodeKeyLog(logs[0]!)).toBe(first);
    for (const [i, log] of logs.entries()) {
      expect(decodeKeyLog(log)).toEqual([
        { key: 'a', atMs: i },
        { key: 'b', atMs: i + 1 },
      ]);
      expect(decodeKeyLog('a-1.')).toBeNull();
    }
    // Read long ago: read again, to the same keys.
    expect(decodeKeyLog(logs[0]!)).toEqual(first);
  });
});
