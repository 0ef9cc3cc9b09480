import type { ResultsSavedEvent } from '@typing/contracts';
import type { Result } from './result.schema';

/**
 * What `results.saved` tells of a stored result, and what the boards rank it by. A test typed on an
 * emulated Hindi layout names physical keys in its per-key figures, not letters: AI practice's letter
 * counters get none of them.
 */
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
