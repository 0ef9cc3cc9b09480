import type { HistoryRow } from '@typing/contracts';
import { type ComparableSpeed, comparableSpeed, DEFAULT_LANGUAGE } from '@typing/typing-core';
import type { HistoryDoc } from './result.schema';

/** Results stored before a field was dropped may still carry it; nothing reads it. */
export interface LegacyResultFields {
  wrongKeyPresses?: string[];
}

/** Results stored before net and raw WPM existed: their texts are read too, to compute them. */
export const lacksSpeeds = (row: HistoryDoc): boolean =>
  typeof row.netWpm !== 'number' || typeof row.rawWpm !== 'number';

/** What a history row reads for the fields results stored before them lack. */
export function replaceLegacyValues(
  doc: HistoryDoc,
): Pick<HistoryRow, 'kind' | 'punctuation' | 'numbers' | 'language'> & Partial<ComparableSpeed> {
  return {
    kind: doc.kind ?? `time-${doc.durationSeconds}`,
    punctuation: doc.punctuation ?? false,
    numbers: doc.numbers ?? false,
    language: doc.language ?? DEFAULT_LANGUAGE,
    ...storedOrComputedSpeed(doc),
  };
}

function storedOrComputedSpeed(doc: HistoryDoc): Partial<ComparableSpeed> {
  if (!lacksSpeeds(doc)) return { netWpm: doc.netWpm, rawWpm: doc.rawWpm };
  const { sampleText, userInput, elapsedSeconds } = doc;
  if (typeof sampleText !== 'string' || typeof userInput !== 'string' || !Number.isFinite(elapsedSeconds)) return {};
  return comparableSpeed(sampleText, userInput, elapsedSeconds);
}
