import type { KeyPress } from '../engine/key-press';
import { substitutions } from './substitutions';

const press = (expected: string, typed: string): KeyPress => ({ expected, typed, atOffsetMs: 0, intervalMs: null });

describe('substitutions', () => {
  it('counts which key was typed instead of which, most frequent first', () => {
    expect(
      substitutions([
        press('e', 'r'),
        press('a', 'a'),
        press('i', 'o'),
        press('e', 'r'),
        press('e', 'w'),
        press('a', 's'),
      ]),
    ).toEqual([
      { expected: 'e', typed: 'r', count: 2 },
      { expected: 'a', typed: 's', count: 1 },
      { expected: 'e', typed: 'w', count: 1 },
      { expected: 'i', typed: 'o', count: 1 },
    ]);
  });

  it('is empty when every keystroke was right', () => {
    expect(substitutions([press('a', 'a')])).toEqual([]);
  });

  it('keeps pairs apart that share characters', () => {
    expect(substitutions([press('a', 'b'), press('b', 'a')])).toEqual([
      { expected: 'a', typed: 'b', count: 1 },
      { expected: 'b', typed: 'a', count: 1 },
    ]);
  });
});
