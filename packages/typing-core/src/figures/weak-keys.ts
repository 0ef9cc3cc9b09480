import { TOP_WEAK_KEYS } from '../constants';
import { isCorrectPress, type KeyPress } from '../engine/key-press';

/** A list, never an object keyed by the character: the database cannot store field names such as '.' or '$'. */
export interface KeyCount {
  readonly key: string;
  readonly count: number;
}

export function wrongKeyPresses(presses: readonly KeyPress[]): string[] {
  return presses.filter((press) => !isCorrectPress(press)).map((press) => press.expected);
}

/** Ties by code-unit order, so the result is the same on every machine. */
export function sortedKeyCounts(counts: readonly KeyCount[]): KeyCount[] {
  return [...counts].sort(compareKeyCounts);
}

export function compareKeyCounts(a: KeyCount, b: KeyCount): number {
  return b.count - a.count || compareText(a.key, b.key);
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function weakKeyStats(wrongPresses: Iterable<string>): KeyCount[] {
  const counts = new Map<string, number>();
  for (const key of wrongPresses) counts.set(key, (counts.get(key) ?? 0) + 1);
  return toSortedKeyCounts(counts);
}

export function topWeakKeys(stats: readonly KeyCount[], n: number = TOP_WEAK_KEYS): KeyCount[] {
  return [...stats].sort(compareKeyCounts).slice(0, Math.max(0, Math.floor(n)));
}

export function mergeKeyCounts(...lists: readonly (readonly KeyCount[])[]): KeyCount[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const { key, count } of list) counts.set(key, (counts.get(key) ?? 0) + count);
  return toSortedKeyCounts(counts);
}

/** O(distinct keys), which the character set bounds, so the live tally stays independent of the text length. */
export function incrementKeyCount(counts: readonly KeyCount[], key: string): readonly KeyCount[] {
  const at = counts.findIndex((entry) => entry.key === key);
  if (at === -1) return [...counts, { key, count: 1 }];
  const next = [...counts];
  next[at] = { key, count: counts[at].count + 1 };
  return next;
}

function toSortedKeyCounts(counts: ReadonlyMap<string, number>): KeyCount[] {
  return [...counts].map(([key, count]) => ({ key, count })).sort(compareKeyCounts);
}
