/** keybr-style: speed is 1 at 35 WPM or faster, accuracy 0 at one press in five wrong; confidence is the product. */
export const CONFIDENCE_TARGET_WPM = 35;
const TARGET_MS = 60_000 / (CONFIDENCE_TARGET_WPM * 5);
const FAILING_ERROR_SHARE = 0.2;
export const CONFIDENCE_MIN_PRESSES = 10;

export type ConfidenceLabel = 'confident' | 'getting there' | 'needs practice';

export interface KeyRecord {
  key: string;
  samples: number;
  totalMs: number;
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

export function keyConfidence({ key, samples, totalMs, misses }: KeyRecord): KeyConfidenceFigures | null {
  const presses = samples + misses;
  if (presses < CONFIDENCE_MIN_PRESSES || samples === 0) return null;
  return confidenceFigures(key, totalMs / samples, misses / presses, presses);
}

/** 5 characters a word. */
export const targetMsAt = (targetWpm: number) => 60_000 / (targetWpm * 5);

export function confidenceScore(meanMs: number, errorShare: number, targetMs: number = TARGET_MS): number {
  const speed = Math.min(1, targetMs / Math.max(meanMs, 1));
  const accuracy = Math.max(0, 1 - errorShare / FAILING_ERROR_SHARE);
  return round2(speed * accuracy);
}

function confidenceFigures(key: string, meanMs: number, errorShare: number, presses: number): KeyConfidenceFigures {
  const confidence = confidenceScore(meanMs, errorShare);
  return {
    key,
    confidence,
    label: confidenceLabel(confidence),
    meanMs: Math.round(meanMs),
    errorPercent: round2(errorShare * 100),
    presses,
  };
}

/** keybr-style exponential moving averages, so the last few dozen presses decide; `presses` counts every press ever. */
export interface KeyEma {
  key: string;
  /** 0 until a press was timed. */
  meanMs: number;
  errorShare: number;
  timed: number;
  presses: number;
}

/** After 20 presses the older figures weigh (1 - 0.1)^20 ≈ 12 %. */
export const EMA_ALPHA = 0.1;

/** For stats kept before recency weighting. */
export function seedKeyEma({ key, samples, totalMs, misses }: KeyRecord): KeyEma {
  const presses = samples + misses;
  return {
    key,
    meanMs: samples > 0 ? totalMs / samples : 0,
    errorShare: presses > 0 ? misses / presses : 0,
    timed: samples,
    presses,
  };
}

/** As if the presses came one after another: n presses move the average by 1 - (1 - α)^n towards their mean. */
export function updateKeyEma(previous: KeyEma | undefined, { key, samples, totalMs, misses }: KeyRecord): KeyEma {
  const before = previous ?? { key, meanMs: 0, errorShare: 0, timed: 0, presses: 0 };
  const presses = samples + misses;
  const towards = (old: number, fresh: number, n: number, hadAny: boolean) => {
    if (n === 0) return old;
    if (!hadAny) return fresh;
    const weight = 1 - (1 - EMA_ALPHA) ** n;
    return old + (fresh - old) * weight;
  };
  return {
    key,
    meanMs: round2(towards(before.meanMs, samples > 0 ? totalMs / samples : 0, samples, before.timed > 0)),
    errorShare: round4(towards(before.errorShare, presses > 0 ? misses / presses : 0, presses, before.presses > 0)),
    timed: before.timed + samples,
    presses: before.presses + presses,
  };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function updateKeyEmas(previous: readonly KeyEma[], batch: readonly KeyRecord[]): KeyEma[] {
  const byKey = new Map(previous.map((ema) => [ema.key, ema]));
  for (const record of batch) byKey.set(record.key, updateKeyEma(byKey.get(record.key), record));
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function keyRecordsOf(
  misses: readonly { key: string; count: number }[],
  timings: readonly { key: string; samples: number; totalMs: number }[],
): KeyRecord[] {
  const records = new Map<string, KeyRecord>();
  for (const { key, samples, totalMs } of timings) records.set(key, { key, samples, totalMs, misses: 0 });
  for (const { key, count } of misses) {
    const record = records.get(key) ?? { key, samples: 0, totalMs: 0, misses: 0 };
    records.set(key, { ...record, misses: record.misses + count });
  }
  return [...records.values()];
}

export function recentKeyConfidence(ema: KeyEma): KeyConfidenceFigures | null {
  if (ema.presses < CONFIDENCE_MIN_PRESSES || ema.timed === 0) return null;
  return confidenceFigures(ema.key, ema.meanMs, ema.errorShare, ema.presses);
}

export function keysByRecentConfidence(emas: readonly KeyEma[]): KeyConfidenceFigures[] {
  return emas
    .map(recentKeyConfidence)
    .filter((figures): figures is KeyConfidenceFigures => figures !== null)
    .sort(byConfidence);
}

const byConfidence = (a: KeyConfidenceFigures, b: KeyConfidenceFigures) =>
  a.confidence - b.confidence || b.presses - a.presses || (a.key < b.key ? -1 : 1);

/** Ties: more presses first, then by key. */
export function keysByConfidence(records: readonly KeyRecord[]): KeyConfidenceFigures[] {
  return records
    .map(keyConfidence)
    .filter((figures): figures is KeyConfidenceFigures => figures !== null)
    .sort(byConfidence);
}
