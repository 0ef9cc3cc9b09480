import fc from 'fast-check';
import type { KeyPress } from '../engine/key-press';
import { incrementKeyCount, mergeKeyCounts, topWeakKeys, weakKeyStats, wrongKeyPresses } from './weak-keys';

const press = (expected: string, typed: string): KeyPress => ({ expected, typed, atOffsetMs: 0, intervalMs: null });

describe('wrongKeyPresses', () => {
  it('lists the expected characters of the mistyped keystrokes in order', () => {
    const presses = [press('t', 't'), press('h', 'j'), press('e', 'e'), press(' ', 'x'), press('h', 'g')];
    expect(wrongKeyPresses(presses)).toEqual(['h', ' ', 'h']);
  });

  it('is empty when every keystroke was right', () => {
    expect(wrongKeyPresses([press('a', 'a')])).toEqual([]);
  });
});

describe('weakKeyStats', () => {
  it('counts each key and sorts by count, then by key', () => {
    expect(weakKeyStats(['e', 'a', 'e', '.', 'a', 'z', 'e'])).toEqual([
      { key: 'e', count: 3 },
      { key: 'a', count: 2 },
      { key: '.', count: 1 },
      { key: 'z', count: 1 },
    ]);
  });

  it('keeps characters a database field name could not hold as plain values', () => {
    const stats = weakKeyStats(['$', '.', '$']);
    expect(stats).toEqual([
      { key: '$', count: 2 },
      { key: '.', count: 1 },
    ]);
    expect(Array.isArray(stats)).toBe(true);
  });

  it('is empty for no wrong presses', () => {
    expect(weakKeyStats([])).toEqual([]);
  });

  it('counts add up to the number of wrong presses', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', ' ', '.', '$')), (keys) => {
        const stats = weakKeyStats(keys);
        return stats.reduce((sum, entry) => sum + entry.count, 0) === keys.length;
      }),
    );
  });
});

describe('topWeakKeys', () => {
  const stats = weakKeyStats([...'aaaaaabbbbbccccdddeef g']);

  it('takes the five keys with most errors by default', () => {
    expect(topWeakKeys(stats).map((entry) => entry.key)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('takes n keys when asked and tolerates odd n', () => {
    expect(topWeakKeys(stats, 2).map((entry) => entry.key)).toEqual(['a', 'b']);
    expect(topWeakKeys(stats, 0)).toEqual([]);
    expect(topWeakKeys(stats, -3)).toEqual([]);
    expect(topWeakKeys(stats, 100)).toHaveLength(stats.length);
  });

  it('sorts an unsorted list first', () => {
    expect(
      topWeakKeys(
        [
          { key: 'x', count: 1 },
          { key: 'y', count: 4 },
        ],
        1,
      ),
    ).toEqual([{ key: 'y', count: 4 }]);
  });
});

describe('mergeKeyCounts', () => {
  it('adds counts of the same key across lists', () => {
    expect(
      mergeKeyCounts(
        [
          { key: 'a', count: 2 },
          { key: 'b', count: 1 },
        ],
        [{ key: 'b', count: 3 }],
      ),
    ).toEqual([
      { key: 'b', count: 4 },
      { key: 'a', count: 2 },
    ]);
  });
});

describe('incrementKeyCount', () => {
  it('adds a new key or raises an existing one without changing the input', () => {
    const once = incrementKeyCount([], 'a');
    const twice = incrementKeyCount(once, 'a');
    const other = incrementKeyCount(twice, 'b');
    expect(once).toEqual([{ key: 'a', count: 1 }]);
    expect(twice).toEqual([{ key: 'a', count: 2 }]);
    expect(other).toEqual([
      { key: 'a', count: 2 },
      { key: 'b', count: 1 },
    ]);
  });
});
