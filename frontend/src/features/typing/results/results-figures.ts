/**
 * Words for the results panel's extra figures (the speed chart and the slowest keys), pure so the
 * panel only maps them to elements and the text alternative is tested without a browser.
 */
import { themeVariableReader } from '../../../shared/theme/theme-values';

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

/** "#1677ff" or "#16f" as rgba() with the given opacity; other colour forms are left as they are. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** "180 ms" for a mean time-to-type. */
export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** The speed chart's colours from the generated theme variables (antd's link blue, secondary text, borders). */
export function readChartColors(): { line: string; fill: string; axis: string; grid: string } {
  const read = themeVariableReader();
  const line = read('--tp-color-link');
  return {
    line,
    fill: withAlpha(line, 0.12),
    axis: read('--tp-color-text-secondary'),
    grid: read('--tp-color-border-secondary'),
  };
}

/** Seconds for the Time tile: whole seconds as they are, otherwise one decimal (12.3). */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0';
  const tenths = Math.round(seconds * 10) / 10;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1);
}
