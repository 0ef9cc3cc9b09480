import {
  ErrorCode,
  type HistoryRow,
  Messages,
  type SaveResultRequest,
  type SubstitutionEntry,
  type TestKind,
} from '@typing/contracts';
import {
  checkSubmittedResult,
  EDIT_OVERRUN,
  type KeyLogContradiction,
  type QuoteLength,
  type ResultProblem,
  skillLevel,
} from '@typing/typing-core';
import { knownPassageLength } from './known-passages';
import { replaceLegacyValues } from './legacy-fields';
import type { HistoryDoc } from './result.schema';

export interface Refusal {
  status: number;
  code: string;
  message: string;
  problems: string[];
}

/** A quote's text must be a served passage of the length it claims; the figures must match its replayed key log. */
export function judgeResult(
  result: SaveResultRequest,
  passageLength: (text: string) => QuoteLength | undefined = knownPassageLength,
  logContradictions: readonly KeyLogContradiction[] = [],
): Refusal | null {
  const problems: string[] = checkSubmittedResult(result).filter(
    // An input longer than the sample is a bad request of its own (below).
    (p: ResultProblem) => p !== 'input-longer-than-sample',
  );
  // A typewriter layout's half form may run past the sample until ा completes it (EDIT_OVERRUN).
  if (result.userInput.length > result.sampleText.length + (result.layout !== undefined ? EDIT_OVERRUN : 0)) {
    return { status: 400, code: ErrorCode.ValidationFailed, message: Messages.resultInputTooLong, problems: [] };
  }
  problems.push(...extrasProblems(result));
  if (result.mode === 'quote' && passageLength(result.sampleText) !== result.quoteLength) {
    problems.push('unknown-passage');
  }
  problems.push(...logContradictions);
  if (problems.length === 0) return null;
  return { status: 422, code: ErrorCode.ResultRejected, message: Messages.resultInconsistent, problems };
}

/** The engine's extras must tell the same story as the wrong presses and the time. */
function extrasProblems(result: SaveResultRequest): string[] {
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

/** Substitutions a stored result keeps: its most frequent ones (a test may send up to 1,024). */
export const STORED_SUBSTITUTIONS = 32;

export function mostFrequentSubstitutions(result: SaveResultRequest, limit: number): SubstitutionEntry[] {
  return [...(result.substitutions ?? [])]
    .sort((a, b) => b.count - a.count || (a.expected + a.typed < b.expected + b.typed ? -1 : 1))
    .slice(0, limit)
    .map(({ expected, typed, count }) => ({ expected, typed, count }));
}

export function testKind(
  result: Pick<SaveResultRequest, 'mode' | 'durationSeconds' | 'wordCount' | 'quoteLength'>,
): TestKind {
  const mode = result.mode ?? 'time';
  if (mode === 'words') return `words-${result.wordCount}`;
  if (mode === 'quote') return `quote-${result.quoteLength}`;
  if (mode === 'custom') return 'custom';
  return `time-${result.durationSeconds}`;
}

export function toHistoryRow(doc: HistoryDoc): HistoryRow {
  const { kind, punctuation, numbers, language, netWpm, rawWpm } = replaceLegacyValues(doc);
  return {
    id: doc._id,
    createdAt: new Date(doc.createdAt).toISOString(),
    kind,
    punctuation,
    numbers,
    language,
    ...(doc.layout !== undefined ? { layout: doc.layout } : {}),
    ...(doc.typingOrder !== undefined ? { typingOrder: doc.typingOrder } : {}),
    ...(doc.keyDepressions !== undefined ? { keyDepressions: doc.keyDepressions } : {}),
    wpm: doc.wpm,
    ...(netWpm !== undefined && rawWpm !== undefined ? { netWpm, rawWpm } : {}),
    accuracy: doc.accuracy,
    correctChars: doc.correctChars,
    incorrectChars: doc.incorrectChars,
    elapsedSeconds: doc.elapsedSeconds,
    skillLevel: doc.skillLevel,
  };
}

/** Recomputed, never the client's. */
export const recomputedSkill = (result: SaveResultRequest) => skillLevel(result.wpm, result.accuracy);
