import { KEY_TIMING_MAX_MS, KEY_TIMING_MIN_MS, TOP_SLOW_KEYS } from '../constants';
import { isCorrectPress, type KeyPress } from '../engine/key-press';
import { compareText } from './weak-keys';

export interface KeyTiming {
  readonly key: string;
  readonly samples: number;
  readonly totalMs: number;
  readonly meanMs: number;
}

/** keybr-style: intervals under 40 ms (rollover) or over 12 s (a pause) say nothing about the key and are skipped. */
export function keyTimings(presses: readonly KeyPress[]): KeyTiming[] {
  const totals = new Map<string, { samples: number; totalMs: number }>();
  for (const press of presses) {
    const interval = press.intervalMs;
    if (!isCorrectPress(press) || interval === null) continue;
    if (interval < KEY_TIMING_MIN_MS || interval > KEY_TIMING_MAX_MS) continue;
    const entry = totals.get(press.expected) ?? { samples: 0, totalMs: 0 };
    totals.set(press.expected, { samples: entry.samples + 1, totalMs: entry.totalMs + Math.round(interval) });
  }
  return toKeyTimings(totals);
}

export function mergeKeyTimings(...lists: readonly (readonly KeyTiming[])[]): KeyTiming[] {
  const totals = new Map<string, { samples: number; totalMs: number }>();
  for (const list of lists) {
    for (const { key, samples, totalMs } of list) {
      const entry = totals.get(key) ?? { samples: 0, totalMs: 0 };
      totals.set(key, { samples: entry.samples + samples, totalMs: entry.totalMs + totalMs });
    }
  }
  return toKeyTimings(totals);
}

/** `minSamples`, so one hesitation over a rare key does not top the list. */
export function slowestKeys(
  timings: readonly KeyTiming[],
  n: number = TOP_SLOW_KEYS,
  minSamples: number = 1,
): KeyTiming[] {
  return timings
    .filter(({ samples }) => samples >= minSamples)
    .sort((a, b) => b.meanMs - a.meanMs || b.samples - a.samples || compareText(a.key, b.key))
    .slice(0, Math.max(0, Math.floor(n)));
}

function toKeyTimings(totals: ReadonlyMap<string, { samples: number; totalMs: number }>): KeyTiming[] {
  return [...totals]
    .filter(([, { samples }]) => samples > 0)
    .map(([key, { samples, totalMs }]) => ({ key, samples, totalMs, meanMs: Math.round(totalMs / samples) }))
    .sort((a, b) => compareText(a.key, b.key));
}
