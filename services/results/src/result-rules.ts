/**
 * The results service's pure rules: judging a submitted result, turning it into the atomic
 * statistics update, and reading the statistics document back as the performance summary.
 */
import {
  ErrorCode,
  type KeyCountEntry,
  type KeyTimingEntry,
  Messages,
  type PerformanceSummary,
  RESULT_LIMITS,
  type SaveResultDto,
  type SubstitutionEntry,
} from '@typing/contracts';
import { checkSubmittedResult, type ResultProblem, skillLevel } from '@typing/typing-core';
import { keyIndex, TRACKED_KEYS } from './key-alphabet';
import type { RecentEntry, UserStats, UserTotals } from './user-stats.schema';

export interface Refusal {
  status: number;
  code: string;
  message: string;
  problems: string[];
}

/** Why a well-formed result cannot be stored, or null when it is consistent. */
export function judgeResult(result: SaveResultDto): Refusal | null {
  const problems: string[] = checkSubmittedResult(result).filter(
    // An input longer than the sample is a bad request of its own (below).
    (p: ResultProblem) => p !== 'input-longer-than-sample',
  );
  if (result.userInput.length > result.sampleText.length) {
    return { status: 400, code: ErrorCode.ValidationFailed, message: Messages.resultInputTooLong, problems: [] };
  }
  problems.push(...extrasProblems(result));
  if (problems.length === 0) return null;
  return { status: 422, code: ErrorCode.ResultRejected, message: Messages.resultInconsistent, problems };
}

/** The engine's extras must tell the same story as the wrong presses and the time. */
function extrasProblems(result: SaveResultDto): string[] {
  const problems: string[] = [];
  if (new Set(result.weakKeyStats.map((e) => e.key)).size !== result.weakKeyStats.length) {
    problems.push('weak-keys-duplicated');
  }
  const timings = result.keyTimings ?? [];
  if (new Set(timings.map((e) => e.key)).size !== timings.length) problems.push('timings-duplicated');
  let samples = 0;
  let totalMs = 0;
  for (const t of timings) {
    samples += t.samples;
    totalMs += t.totalMs;
    if (t.meanMs !== Math.round(t.totalMs / t.samples)) problems.push('timing-mean-mismatch');
  }
  // Intervals are disjoint slices of the elapsed time, each rounded to the millisecond.
  if (totalMs > Math.round(result.elapsedSeconds * 1000) + samples) problems.push('timings-exceed-elapsed');
  if (samples > result.correctChars + result.wrongKeyPresses.length + result.sampleText.length) {
    problems.push('timings-too-many');
  }

  const subs = result.substitutions;
  if (subs !== undefined) {
    const pairs = new Set(subs.map((s) => `${s.expected}\u0000${s.typed}`));
    if (pairs.size !== subs.length) problems.push('substitutions-duplicated');
    const byExpected = new Map<string, number>();
    for (const s of subs) {
      if (s.expected === s.typed) problems.push('substitution-not-wrong');
      byExpected.set(s.expected, (byExpected.get(s.expected) ?? 0) + s.count);
    }
    const wrong = new Map<string, number>();
    for (const key of result.wrongKeyPresses) wrong.set(key, (wrong.get(key) ?? 0) + 1);
    const same = byExpected.size === wrong.size && [...wrong].every(([key, n]) => byExpected.get(key) === n);
    if (!same) problems.push('substitutions-mismatch');
  }
  return [...new Set(problems)];
}

/** A zeroed statistics document: every tracked key at its fixed position. */
export function emptyStats(userId: string): UserStats {
  return {
    _id: userId,
    misses: TRACKED_KEYS.map((key) => ({ key, count: 0 })),
    timings: TRACKED_KEYS.map((key) => ({ key, samples: 0, totalMs: 0 })),
    recent: [],
  };
}

/** The session as the recent list keeps it (its top substitutions only). */
export function recentEntry(id: string, createdAt: Date, result: SaveResultDto): RecentEntry {
  const subs = [...(result.substitutions ?? [])]
    .sort((a, b) => b.count - a.count || (a.expected + a.typed < b.expected + b.typed ? -1 : 1))
    .slice(0, RESULT_LIMITS.substitutionsPerSession)
    .map(({ expected, typed, count }) => ({ expected, typed, count }));
  return { id, createdAt, wpm: result.wpm, accuracy: result.accuracy, subs };
}

/**
 * The update that counts a result's keys: per-key errors and timings at their fixed positions,
 * and the session appended to the recent list. Every path is distinct, so it is one atomic
 * single-document update on MongoDB and on the (patched) FerretDB.
 */
export function statsUpdate(entry: RecentEntry, result: SaveResultDto) {
  const inc: Record<string, number> = {};
  for (const { key, count } of result.weakKeyStats) {
    const i = keyIndex(key);
    if (i >= 0 && count > 0) inc[`misses.${i}.count`] = count;
  }
  for (const { key, samples, totalMs } of result.keyTimings ?? []) {
    const i = keyIndex(key);
    if (i < 0) continue;
    inc[`timings.${i}.samples`] = samples;
    inc[`timings.${i}.totalMs`] = totalMs;
  }
  return { ...(Object.keys(inc).length > 0 ? { $inc: inc } : {}), $push: { recent: entry } };
}

/** The update that counts a result in the user's totals (the last step of a save). */
export function totalsUpdate(result: SaveResultDto) {
  return { $inc: { tests: 1, wpmSum: result.wpm, accuracySum: result.accuracy } };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The parts of the summary that come from the statistics document (cached between saves). */
export type KeySummary = Pick<PerformanceSummary, 'sessions' | 'weakKeyStats' | 'keyTimings' | 'substitutions'>;

export function keySummary(stats: Pick<UserStats, 'misses' | 'timings' | 'recent'> | null): KeySummary {
  const recent = [...(stats?.recent ?? [])]
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .slice(0, RESULT_LIMITS.recentSessions);
  const weakKeyStats: KeyCountEntry[] = (stats?.misses ?? [])
    .filter((m) => m.count > 0)
    .map(({ key, count }) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  const keyTimings: KeyTimingEntry[] = (stats?.timings ?? [])
    .filter((t) => t.samples > 0)
    .map(({ key, samples, totalMs }) => ({ key, samples, totalMs, meanMs: Math.round(totalMs / samples) }));
  const subs = new Map<string, SubstitutionEntry>();
  for (const session of recent) {
    for (const { expected, typed, count } of session.subs ?? []) {
      const id = `${expected}\u0000${typed}`;
      subs.set(id, { expected, typed, count: (subs.get(id)?.count ?? 0) + count });
    }
  }
  return {
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

/** The performance summary from the totals and the per-key part (empty for a user without results). */
export function toSummary(
  totals: Pick<UserTotals, 'tests' | 'wpmSum' | 'accuracySum'> | null,
  keys: KeySummary,
): PerformanceSummary {
  const tests = totals?.tests ?? 0;
  return {
    averageWpm: tests ? round2((totals?.wpmSum ?? 0) / tests) : 0,
    averageAccuracy: tests ? round2((totals?.accuracySum ?? 0) / tests) : 0,
    totalTests: tests,
    totalSessions: tests,
    ...keys,
  };
}

/** The level the server records for a result (recomputed, never the client's). */
export const recomputedSkill = (result: SaveResultDto) => skillLevel(result.wpm, result.accuracy);
