/**
 * How sure a typist is of a key, keybr-style but in plain words: speed and accuracy together.
 * Speed scores 1 at keybr's default target of 35 WPM (≈ 343 ms a key) or faster; accuracy scores 1
 * with no errors and 0 at one press in five wrong. The confidence is their product, 0–1.
 */
export const CONFIDENCE_TARGET_WPM = 35;
const TARGET_MS = 60_000 / (CONFIDENCE_TARGET_WPM * 5);
/** Error share at which the accuracy score reaches 0. */
const FAILING_ERROR_SHARE = 0.2;
/** Fewer presses than this say nothing yet. */
export const CONFIDENCE_MIN_PRESSES = 10;

export type ConfidenceLabel = 'confident' | 'getting there' | 'needs practice';

export interface KeyRecord {
  key: string;
  /** Correct presses that were timed, and their total time. */
  samples: number;
  totalMs: number;
  /** Wrong presses of the key. */
  misses: number;
}

export interface KeyConfidenceFigures {
  key: string;
  confidence: number;
  label: ConfidenceLabel;
  meanMs: number;
  errorPercent: number;
  presses: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function confidenceLabel(confidence: number): ConfidenceLabel {
  if (confidence >= 0.85) return 'confident';
  if (confidence >= 0.6) return 'getting there';
  return 'needs practice';
}

/** The key's confidence, or null when it has too few presses (or no timed one) to judge. */
export function keyConfidence({ key, samples, totalMs, misses }: KeyRecord): KeyConfidenceFigures | null {
  const presses = samples + misses;
  if (presses < CONFIDENCE_MIN_PRESSES || samples === 0) return null;
  const meanMs = totalMs / samples;
  const errorShare = misses / presses;
  const speed = Math.min(1, TARGET_MS / Math.max(meanMs, 1));
  const accuracy = Math.max(0, 1 - errorShare / FAILING_ERROR_SHARE);
  const confidence = round2(speed * accuracy);
  return {
    key,
    confidence,
    label: confidenceLabel(confidence),
    meanMs: Math.round(meanMs),
    errorPercent: round2(errorShare * 100),
    presses,
  };
}

/** Every judgeable key, least confident first (ties: more presses first, then by key). */
export function keysByConfidence(records: readonly KeyRecord[]): KeyConfidenceFigures[] {
  return records
    .map(keyConfidence)
    .filter((figures): figures is KeyConfidenceFigures => figures !== null)
    .sort((a, b) => a.confidence - b.confidence || b.presses - a.presses || (a.key < b.key ? -1 : 1));
}
