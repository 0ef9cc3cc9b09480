import type { KeyPress } from '../engine/key-press';
import { keyTimings, mergeKeyTimings, slowestKeys } from './key-timings';

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

describe('slowestKeys', () => {
  const timing = (key: string, meanMs: number, samples = 1) => ({ key, samples, totalMs: meanMs * samples, meanMs });

  it('lists the top 5 by mean time, slowest first, without changing the given list', () => {
    const timings = [timing('a', 100), timing('b', 300), timing('c', 150), timing('d', 90), timing('e', 400)];
    timings.push(timing('f', 250), timing('g', 120));
    const before = [...timings];
    expect(slowestKeys(timings).map(({ key, meanMs }) => [key, meanMs])).toEqual([
      ['e', 400],
      ['b', 300],
      ['f', 250],
      ['c', 150],
      ['g', 120],
    ]);
    expect(timings).toEqual(before);
  });

  it('breaks ties by more samples, then by key', () => {
    const timings = [timing('c', 200, 1), timing('b', 200, 1), timing('a', 200, 3)];
    expect(slowestKeys(timings).map(({ key }) => key)).toEqual(['a', 'b', 'c']);
  });

  it('takes n and a minimum number of samples', () => {
    const timings = [timing('a', 900, 1), timing('b', 200, 2), timing('c', 100, 4)];
    expect(slowestKeys(timings, 1).map(({ key }) => key)).toEqual(['a']);
    expect(slowestKeys(timings, 5, 2).map(({ key }) => key)).toEqual(['b', 'c']);
    expect(slowestKeys(timings, 0)).toEqual([]);
    expect(slowestKeys([])).toEqual([]);
  });

  it('works on the timings of real keystrokes', () => {
    const timings = keyTimings([
      press('t', 't', null),
      press('h', 'h', 120),
      press('e', 'e', 310),
      press('h', 'h', 200),
    ]);
    expect(slowestKeys(timings)).toEqual([
      { key: 'e', samples: 1, totalMs: 310, meanMs: 310 },
      { key: 'h', samples: 2, totalMs: 320, meanMs: 160 },
    ]);
  });
});
