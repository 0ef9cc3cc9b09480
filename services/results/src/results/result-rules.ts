import {
  ErrorCode,
  type HistoryRow,
  Messages,
  type SaveResultRequest,
  type SubstitutionEntry,
  type TestKind,
} from '@typing/contracts';
import { type ResultVerdict, skillLevel, type SubmissionContext } from '@typing/typing-core';
import { replayHindiKeyLog } from '@typing/typing-core/hindi';
import { knownPassageLength } from './known-passages';
import { replaceLegacyValues } from './legacy-fields';
import type { HistoryDoc } from './result.schema';

interface Refusal {
  status: number;
  code: string;
  message: string;
  problems: readonly string[];
}

/** What only the server knows about a submitted result, for typing-core's `judgeSubmittedResult`. */
export const submissionContext = (result: Pick<SaveResultRequest, 'sampleText'>): SubmissionContext => ({
  servedPassageLength: knownPassageLength(result.sampleText),
  replayLayoutKeys: replayHindiKeyLog,
});

type Unaccepted = Exclude<ResultVerdict, { outcome: 'accepted' }>;

/** How a result the verdict does not accept is answered: a bad request, or figures that do not add up. */
export function refusalOf(verdict: Unaccepted): Refusal {
  if (verdict.outcome === 'input-too-long') {
    return { status: 400, code: ErrorCode.ValidationFailed, message: Messages.resultInputTooLong, problems: [] };
  }
  return {
    status: 422,
    code: ErrorCode.ResultRejected,
    message: Messages.resultInconsistent,
    problems: verdict.problems,
  };
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
