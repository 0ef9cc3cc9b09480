/** The fewest seconds worth drawing as a line. */
export const MIN_CHART_POINTS = 2;

/** One sentence that says what the speed chart shows, for people who cannot see it. */
export function speedSummary(series: readonly number[], consistency: number): string {
  if (series.length === 0) return 'No whole second was typed, so there is no speed per second.';
  const low = Math.min(...series);
  const high = Math.max(...series);
  const mean = Math.round(series.reduce((sum, value) => sum + value, 0) / series.length);
  const seconds = `${series.length} ${series.length === 1 ? 'second' : 'seconds'}`;
  return `Speed per second over ${seconds}: lowest ${low} WPM, highest ${high} WPM, average ${mean} WPM; consistency ${consistency}%.`;
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** Seconds for the Time tile: whole seconds as they are, otherwise one decimal (12.3). */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0';
  const tenths = Math.round(seconds * 10) / 10;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1);
}
