import type { SaveResultRequest } from '@typing/contracts';
import { type HindiLayoutId, isHindiLayoutId, type KeyEma, keyRecordsOf, updateKeyEmas } from '@typing/typing-core';
import { isPracticeKey, keyIndex, TRACKED_KEYS } from './key-alphabet';
import { figuresFromLists, type ListsBeforeFigures } from './legacy-fields';
import type { MissCounter, TimingCounter, UserStats } from './user-stats.schema';

/** Physical keys named as the key log names them ('K' is Shift+KeyK), kept per layout: a key types other letters on each. */
export interface LayoutKeyFigures {
  layout: HindiLayoutId;
  keys: KeyEma[];
}

export interface KeyFigures {
  misses: MissCounter[];
  timings: TimingCounter[];
  recentKeys: KeyEma[];
  layoutKeys: LayoutKeyFigures[];
}

export function emptyFigures(): KeyFigures {
  return {
    misses: TRACKED_KEYS.map((key) => ({ key, count: 0 })),
    timings: TRACKED_KEYS.map((key) => ({ key, samples: 0, totalMs: 0 })),
    recentKeys: [],
    layoutKeys: [],
  };
}

/** A result typed on an emulated layout: its per-key figures name physical keys, not letters. */
const typedOnLayout = (result: SaveResultRequest) => result.layout !== undefined;

const keyRecordsOfResult = (result: SaveResultRequest) => keyRecordsOf(result.weakKeyStats, result.keyTimings ?? []);

export function recentKeysAfter(previous: readonly KeyEma[], results: readonly SaveResultRequest[]): KeyEma[] {
  return results
    .filter((result) => !typedOnLayout(result))
    .reduce<KeyEma[]>(
      (emas, result) =>
        updateKeyEmas(
          emas,
          keyRecordsOfResult(result).filter((record) => isPracticeKey(record.key, result.language)),
        ),
      [...previous],
    );
}

function layoutKeysAfter(
  previous: readonly LayoutKeyFigures[],
  results: readonly SaveResultRequest[],
): LayoutKeyFigures[] {
  const byLayout = new Map(previous.map(({ layout, keys }) => [layout, keys]));
  for (const result of results) {
    if (result.layout === undefined) continue;
    byLayout.set(result.layout, updateKeyEmas(byLayout.get(result.layout) ?? [], keyRecordsOfResult(result)));
  }
  return [...byLayout].map(([layout, keys]) => ({ layout, keys }));
}

export function figuresAfter(previous: KeyFigures, results: readonly SaveResultRequest[]): KeyFigures {
  const misses = previous.misses.map((counter) => ({ ...counter }));
  const timings = previous.timings.map((counter) => ({ ...counter }));
  for (const result of results) {
    if (typedOnLayout(result)) continue;
    for (const { key, count } of result.weakKeyStats) {
      const i = keyIndex(key);
      if (i >= 0 && count > 0) misses[i]!.count += count;
    }
    for (const { key, samples, totalMs } of result.keyTimings ?? []) {
      const i = keyIndex(key);
      if (i < 0) continue;
      timings[i]!.samples += samples;
      timings[i]!.totalMs += totalMs;
    }
  }
  return {
    misses,
    timings,
    recentKeys: recentKeysAfter(previous.recentKeys, results),
    layoutKeys: layoutKeysAfter(previous.layoutKeys, results),
  };
}

type EncodedEma = [key: string, meanMs: number, errorShare: number, timed: number, presses: number];
const encodeEma = (e: KeyEma): EncodedEma => [e.key, e.meanMs, e.errorShare, e.timed, e.presses];
const decodeEma = ([key, meanMs, errorShare, timed, presses]: EncodedEma): KeyEma => ({
  key,
  meanMs,
  errorShare,
  timed,
  presses,
});

/** One JSON string: FerretDB re-encodes every sub-document on each update, while a string costs it next to nothing. */
export function encodeFigures(figures: KeyFigures): string {
  return JSON.stringify({
    m: figures.misses.filter((m) => m.count > 0).map((m) => [m.key, m.count]),
    t: figures.timings.filter((t) => t.samples > 0).map((t) => [t.key, t.samples, t.totalMs]),
    r: figures.recentKeys.map(encodeEma),
    ...(figures.layoutKeys.length > 0
      ? { l: figures.layoutKeys.map(({ layout, keys }) => [layout, keys.map(encodeEma)]) }
      : {}),
  });
}

interface EncodedFigures {
  m: [string, number][];
  t: [string, number, number][];
  r: EncodedEma[];
  l?: [string, EncodedEma[]][];
}

/** Documents from before `figures` are read from their lists (legacy-fields.ts). */
export function figuresOf(stats: (Pick<UserStats, 'figures'> & ListsBeforeFigures) | null): KeyFigures {
  const figures = emptyFigures();
  if (typeof stats?.figures === 'string') {
    const stored = JSON.parse(stats.figures) as EncodedFigures;
    for (const [key, count] of stored.m) if (keyIndex(key) >= 0) figures.misses[keyIndex(key)] = { key, count };
    for (const [key, samples, totalMs] of stored.t) {
      if (keyIndex(key) >= 0) figures.timings[keyIndex(key)] = { key, samples, totalMs };
    }
    figures.recentKeys = stored.r.map(decodeEma);
    figures.layoutKeys = (stored.l ?? [])
      .filter((entry): entry is [HindiLayoutId, EncodedEma[]] => isHindiLayoutId(entry[0]))
      .map(([layout, keys]) => ({ layout, keys: keys.map(decodeEma) }));
    return figures;
  }
  return figuresFromLists(figures, stats);
}
