import type { KeyTiming } from '../figures/key-timings';
import type { Substitution } from '../figures/substitutions';
import type { KeyCount } from '../figures/weak-keys';

export interface ResultExtras {
  readonly elapsedSeconds: number;
  readonly sampleText: string;
  readonly correctChars: number;
  readonly wrongKeyPresses: readonly string[];
  readonly weakKeyStats?: readonly KeyCount[];
  readonly keyTimings?: readonly KeyTiming[];
  readonly substitutions?: readonly Substitution[];
}

export type ExtrasProblem =
  | 'weak-keys-duplicated'
  | 'timings-duplicated'
  | 'timing-mean-mismatch'
  | 'timings-exceed-elapsed'
  | 'timings-too-many'
  | 'substitutions-duplicated'
  | 'substitution-not-wrong'
  | 'substitutions-mismatch';

/** The engine's extras must tell the same story as the wrong presses and the time. */
export function extrasProblems(result: ResultExtras): ExtrasProblem[] {
  const problems: ExtrasProblem[] = [];
  const weakKeys = result.weakKeyStats ?? [];
  if (new Set(weakKeys.map((e) => e.key)).size !== weakKeys.length) problems.push('weak-keys-duplicated');
  problems.push(...timingProblems(result), ...substitutionProblems(result));
  return [...new Set(problems)];
}

function timingProblems(result: ResultExtras): ExtrasProblem[] {
  const problems: ExtrasProblem[] = [];
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
  return problems;
}

function substitutionProblems(result: ResultExtras): ExtrasProblem[] {
  const subs = result.substitutions;
  if (subs === undefined) return [];
  const problems: ExtrasProblem[] = [];
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
  return problems;
}
