import { themeValuesHook, themeVariableReader } from '../../shared/theme/theme-values';
import type { TrendColors } from './TrendChart';

function readTrendColors(): TrendColors {
  const read = themeVariableReader();
  return {
    wpm: read('--tp-color-link'),
    accuracy: read('--tp-color-success'),
    axis: read('--tp-color-text-secondary'),
    grid: read('--tp-color-border-secondary'),
  };
}

/**
 * The trend charts' colours (antd's link blue and success green, secondary text, borders) as values,
 * for uPlot's canvas: read from the theme's CSS variables instead of antd's `theme.useToken()`, so the
 * dashboard needs no antd to draw them (the same values: both come from the same tokens).
 */
export const useTrendColors = themeValuesHook(readTrendColors, { wpm: '', accuracy: '', axis: '', grid: '' });
