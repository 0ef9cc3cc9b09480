import type { KeyPress } from './key-press';
import { keyTimings, mergeKeyTimings } from './key-timings';

const press = (expected: string, typed: string, intervalMs: number | null): KeyPress => ({
  expected,
  typed,
  atOffsetMs: 0,
  intervalMs,
});

describe('keyTimings', () => {
  it('sums intervals of correct keystrokes per key, with the mean, sorted by key', () => {
    expect(
      keyTimings([press('t', 't', null), press('h', 'h', 120), press('t', 't', 200), press('h', 'h', 181)]),
    ).toEqual([
      { key: 'h', samples: 2, totalMs: 301, meanMs: 151 },
      { key: 't', samples: 1, totalMs: 200, meanMs: 200 },
    ]);
  });

  it('ignores wrong keystrokes and the first keystroke', () => {
    expect(keyTimings([press('a', 'a', null), press('b', 'x', 300)])).toEqual([]);
  });

  it('keeps 40 ms and 12 s but drops anything outside', () => {
    const timings = keyTimings([
      press('a', 'a', 39.9),
      press('a', 'a', 40),
      press('b', 'b', 12_000),
      press('b', 'b', 12_000.5),
    ]);
    expect(timings).toEqual([
      { key: 'a', samples: 1, totalMs: 40, meanMs: 40 },
      { key: 'b', samples: 1, totalMs: 12_000, meanMs: 12_000 },
    ]);
  });

  it('rounds intervals to whole milliseconds', () => {
    expect(keyTimings([press('a', 'a', 100.4), press('a', 'a', 100.6)])[0].totalMs).toBe(201);
  });
});

describe('mergeKeyTimings', () => {
  it('adds samples and totals per key and recomputes the mean', () => {
    expect(
      mergeKeyTimings(
        [{ key: 'a', samples: 1, totalMs: 100, meanMs: 100 }],
        [
          { key: 'a', samples: 3, totalMs: 500, meanMs: 167 },
          { key: ' ', samples: 1, totalMs: 90, meanMs: 90 },
        ],
      ),
    ).toEqual([
      { key: ' ', samples: 1, totalMs: 90, meanMs: 90 },
      { key: 'a', samples: 4, totalMs: 600, meanMs: 150 },
    ]);
  });

  it('drops keys without samples', () => {
    expect(mergeKeyTimings([{ key: 'a', samples: 0, totalMs: 0, meanMs: 0 }])).toEqual([]);
  });
});
