import { isCorrectPress, type KeyPress } from '../engine/key-press';
import { compareText } from './weak-keys';

/** Which key was typed instead of the expected one, and how often. */
export interface Substitution {
  readonly expected: string;
  readonly typed: string;
  readonly count: number;
}

/** Every wrong keystroke as an (expected, typed) pair, counted; most frequent first, then by expected and typed key. */
export function substitutions(presses: readonly KeyPress[]): Substitution[] {
  const counts = new Map<string, Substitution>();
  for (const press of presses) {
    if (isCorrectPress(press)) continue;
    // Keys are single characters, so the pair joined by a NUL cannot collide with another pair.
    const id = `${press.expected}\u0000${press.typed}`;
    const count = (counts.get(id)?.count ?? 0) + 1;
    counts.set(id, { expected: press.expected, typed: press.typed, count });
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || compareText(a.expected, b.expected) || compareText(a.typed, b.typed),
  );
}
