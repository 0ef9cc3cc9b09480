import type { ResultsSavedEvent } from '@typing/contracts';
import type { Result } from './result.schema';

/** An emulated Hindi layout's per-key figures name physical keys, so AI practice's letter counters get none of them. */
export const savedEventOf = (doc: Result): ResultsSavedEvent => ({
  userId: doc.userId,
  resultId: doc._id,
  createdAt: doc.createdAt.toISOString(),
  wpm: doc.wpm,
  netWpm: doc.netWpm,
  accuracy: doc.accuracy,
  weakKeyStats: doc.layout === undefined ? doc.weakKeyStats : [],
  kind: doc.kind,
  language: doc.language,
  punctuation: doc.punctuation,
  numbers: doc.numbers,
  heldBack: doc.heldBack ?? [],
});
