import { STANDARD_WORD_CHARS } from '../constants';

/** Monkeytype's "raw" speed per whole second; a trailing part-second is left out, its scale would be guesswork. */
export function speedSeries(pressOffsetsMs: readonly number[], elapsedMs: number): number[] {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const counts = new Array<number>(seconds).fill(0);
  for (const offset of pressOffsetsMs) {
    const second = Math.floor(offset / 1000);
    if (second >= 0 && second < seconds) counts[second]++;
  }
  return counts.map((count) => (count * 60) / STANDARD_WORD_CHARS);
}

/** Monkeytype-style: 100 − the coefficient of variation; no keystrokes is 0, a single second 100. */
export function consistency(series: readonly number[]): number {
  const mean = series.reduce((sum, value) => sum + value, 0) / (series.length || 1);
  if (!(mean > 0)) return 0;
  if (series.length === 1) return 100;
  const variance = series.reduce((sum, value) => sum + (value - mean) ** 2, 0) / series.length;
  const variationPercent = (Math.sqrt(variance) / mean) * 100;
  return Math.floor(Math.min(100, Math.max(0, 100 - variationPercent)));
}
