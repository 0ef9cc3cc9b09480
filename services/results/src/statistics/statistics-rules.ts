import {
  type HindiKeyConfidence,
  type KeyCountEntry,
  type KeyTimingEntry,
  type PerformanceSummary,
  type PersonalBest,
  RESULT_LIMITS,
  type SaveResultRequest,
  type SubstitutionEntry,
  type TestKind,
  type TrendPoint,
} from '@typing/contracts';
import { keysByRecentConfidence } from '@typing/typing-core';
import { keyIdOf, physicalKeyOfLogChar } from '@typing/typing-core/hindi';
import { mostFrequentSubstitutions } from '../results/result-rules';
import type { KeyFigures, LayoutKeyFigures } from './key-figures';
import type { BestEntry, RecentEntry, UserDay, UserTotals } from './user-stats.schema';

/** An emulated layout's substitutions are physical keys, not the letters the list shows: none are kept. */
export function recentEntry(id: string, createdAt: Date, result: SaveResultRequest): RecentEntry {
  const subs =
    result.layout === undefined ? mostFrequentSubstitutions(result, RESULT_LIMITS.substitutionsPerSession) : [];
  return { id, createdAt, wpm: result.wpm, accuracy: result.accuracy, subs };
}

export const RECENT_BUCKETS = 6;
export const RECENT_BUCKET_SIZE = RESULT_LIMITS.recentSessions / RECENT_BUCKETS;

/** A ring of 30 slots in 6 documents of 5: a save writes one slot, and an update costs more in a bigger document. */
export function recentSlot(seq: number): { bucket: number; position: number } {
  const slot = (seq - 1) % RESULT_LIMITS.recentSessions;
  return { bucket: Math.floor(slot / RECENT_BUCKET_SIZE), position: slot % RECENT_BUCKET_SIZE };
}

export const recentBucketId = (userId: string, bucket: number) => `${userId}:${bucket}`;

/** More than 30 saves at once: only the newest 30 are listed (an older one would share a slot). */
export function recentUpdates(entries: readonly RecentEntry[], lastSeq: number) {
  const byBucket = new Map<number, Record<string, RecentEntry>>();
  const firstSeq = lastSeq - entries.length + 1;
  entries.forEach((entry, i) => {
    if (entries.length - i > RESULT_LIMITS.recentSessions) return;
    const { bucket, position } = recentSlot(firstSeq + i);
    const set = byBucket.get(bucket) ?? {};
    set[`sessions.${position}`] = entry;
    byBucket.set(bucket, set);
  });
  return [...byBucket].map(([bucket, set]) => ({ bucket, update: { $set: set } }));
}

export function totalsUpdate(results: readonly SaveResultRequest[]) {
  let wpmSum = 0;
  let accuracySum = 0;
  for (const r of results) {
    wpmSum += r.wpm;
    accuracySum += r.accuracy;
  }
  return { $inc: { tests: results.length, wpmSum, accuracySum } };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The parts of the summary that come from the statistics document (cached between saves). */
export type KeySummary = Pick<
  PerformanceSummary,
  'sessions' | 'weakKeyStats' | 'keyTimings' | 'substitutions' | 'keyConfidence' | 'trend' | 'hindiKeys'
>;

export function hindiKeysSummary(layoutKeys: readonly LayoutKeyFigures[]): HindiKeyConfidence[] {
  return layoutKeys.map(({ layout, keys }) => ({
    layout,
    keys: keysByRecentConfidence(keys).flatMap((figures) => {
      const key = physicalKeyOfLogChar(figures.key);
      return key ? [{ ...figures, key: keyIdOf(key) }] : [];
    }),
  }));
}

export function keySummary(
  figures: KeyFigures | null,
  sessions: readonly (RecentEntry | null)[] = [],
  days: readonly Pick<UserDay, 'day' | 'tests' | 'wpmSum' | 'accuracySum'>[] = [],
): KeySummary {
  // Ring slots not written yet are null (MongoDB and FerretDB pad an array set past its end).
  const recent = sessions
    .filter((session): session is RecentEntry => session != null)
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .slice(0, RESULT_LIMITS.recentSessions);
  const weakKeyStats: KeyCountEntry[] = (figures?.misses ?? [])
    .filter((m) => m.count > 0)
    .map(({ key, count }) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  const keyTimings: KeyTimingEntry[] = (figures?.timings ?? [])
    .filter((t) => t.samples > 0)
    .map(({ key, samples, totalMs }) => ({ key, samples, totalMs, meanMs: Math.round(totalMs / samples) }));
  const subs = new Map<string, SubstitutionEntry>();
  for (const session of recent) {
    for (const { expected, typed, count } of session.subs ?? []) {
      const id = `${expected}\u0000${typed}`;
      subs.set(id, { expected, typed, count: (subs.get(id)?.count ?? 0) + count });
    }
  }
  const keyConfidence = keysByRecentConfidence(figures?.recentKeys ?? []);
  return {
    trend: trendPoints(days),
    keyConfidence,
    ...(figures?.layoutKeys.length ? { hindiKeys: hindiKeysSummary(figures.layoutKeys) } : {}),
    sessions: recent.map(({ id, createdAt, wpm, accuracy }) => ({
      id,
      createdAt: new Date(createdAt).toISOString(),
      wpm,
      accuracy,
    })),
    weakKeyStats,
    keyTimings,
    substitutions: [...subs.values()]
      .sort((a, b) => b.count - a.count || (a.expected + a.typed < b.expected + b.typed ? -1 : 1))
      .slice(0, 20),
  };
}

export function toSummary(
  totals: Pick<UserTotals, 'tests' | 'wpmSum' | 'accuracySum' | 'bests'> | null,
  keys: KeySummary,
): PerformanceSummary {
  const tests = totals?.tests ?? 0;
  return {
    averageWpm: tests ? round2((totals?.wpmSum ?? 0) / tests) : 0,
    averageAccuracy: tests ? round2((totals?.accuracySum ?? 0) / tests) : 0,
    totalTests: tests,
    totalSessions: tests,
    personalBests: personalBests(totals?.bests),
    ...keys,
  };
}

const KIND_ORDER = [
  'time-30',
  'time-60',
  'time-120',
  'words-25',
  'words-50',
  'words-100',
  'quote-short',
  'quote-medium',
  'quote-long',
  'custom',
];

export function personalBests(bests: Record<string, BestEntry> | undefined): PersonalBest[] {
  return Object.entries(bests ?? {})
    .map(([kind, best]) => ({
      kind,
      wpm: best.wpm,
      accuracy: best.accuracy,
      createdAt: new Date(best.createdAt).toISOString(),
    }))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

export function bestCandidates(saves: readonly { kind: TestKind; best: BestEntry }[]): Map<TestKind, BestEntry> {
  const byKind = new Map<TestKind, BestEntry>();
  for (const { kind, best } of saves) {
    const known = byKind.get(kind);
    if (!known || best.wpm > known.wpm) byKind.set(kind, best);
  }
  return byKind;
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Consecutive days grouped into equal runs; sums are divided once, so a busy day weighs by its tests. */
export function trendPoints(days: readonly Pick<UserDay, 'day' | 'tests' | 'wpmSum' | 'accuracySum'>[]): TrendPoint[] {
  const sorted = days.filter((d) => d.tests > 0).sort((a, b) => (a.day < b.day ? -1 : 1));
  const per = Math.ceil(sorted.length / RESULT_LIMITS.trendPoints) || 1;
  const points: TrendPoint[] = [];
  for (let i = 0; i < sorted.length; i += per) {
    const run = sorted.slice(i, i + per);
    const tests = run.reduce((n, d) => n + d.tests, 0);
    points.push({
      from: run[0]!.day,
      to: run[run.length - 1]!.day,
      tests,
      wpm: round2(run.reduce((n, d) => n + d.wpmSum, 0) / tests),
      accuracy: round2(run.reduce((n, d) => n + d.accuracySum, 0) / tests),
    });
  }
  return points;
}
