import { themeValuesHook, themeVariableReader } from '../../../shared/theme/theme-values';

export interface ChartColors {
  readonly line: string;
  readonly fill: string;
  readonly axis: string;
  readonly grid: string;
}

/** "#1677ff" or "#16f" as rgba() with the given opacity; other colour forms are left as they are. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The speed chart's colours from the generated theme variables (antd's link blue, secondary text, borders). */
function readChartColors(): ChartColors {
  const read = themeVariableReader();
  const line = read('--tp-color-link');
  return {
    line,
    fill: withAlpha(line, 0.12),
    axis: read('--tp-color-text-secondary'),
    grid: read('--tp-color-border-secondary'),
  };
}

/** The theme's colours as values for the chart's canvas; only the chart's own chunk loads this. */
export const useChartColors = themeValuesHook(readChartColors, { line: '', fill: '', axis: '', grid: '' });
