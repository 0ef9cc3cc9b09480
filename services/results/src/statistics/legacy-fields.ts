import { type KeyEma, seedKeyEma } from '@typing/typing-core';
import { keyIndex } from './key-alphabet';
import type { KeyFigures } from './key-figures';
import type { MissCounter, TimingCounter } from './user-stats.schema';

/** Statistics written before `figures` keep their counters in these lists, until the document's next write. */
export interface ListsBeforeFigures {
  misses?: MissCounter[];
  timings?: TimingCounter[];
  recentKeys?: KeyEma[];
}

/** The `$unset` with which a write of `figures` removes the lists. */
export const LISTS_BEFORE_FIGURES = { misses: '', timings: '', recentKeys: '' } as const;

/** The lists read into `figures` (empty ones); the recent figures seeded from the counters if absent. */
export function figuresFromLists(figures: KeyFigures, stats: ListsBeforeFigures | null): KeyFigures {
  for (const { key, count } of stats?.misses ?? [])
    if (keyIndex(key) >= 0) figures.misses[keyIndex(key)] = { key, count };
  for (const { key, samples, totalMs } of stats?.timings ?? []) {
    if (keyIndex(key) >= 0) figures.timings[keyIndex(key)] = { key, samples, totalMs };
  }
  figures.recentKeys =
    stats?.recentKeys ??
    figures.timings
      .map(({ key, samples, totalMs }) =>
        seedKeyEma({ key, samples, totalMs, misses: figures.misses[keyIndex(key)]!.count }),
      )
      .filter((ema) => ema.presses > 0);
  return figures;
}
