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

/** The trend charts' colours as values for uPlot's canvas, from the theme's CSS variables, so no antd is needed. */
export const useTrendColors = themeValuesHook(readTrendColors, { wpm: '', accuracy: '', axis: '', grid: '' });
