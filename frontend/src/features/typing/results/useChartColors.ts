import { themeValuesHook } from '../../../shared/theme/theme-values';
import { readChartColors } from './results-figures';

/**
 * The speed chart draws on a canvas, so it takes the theme's colours as values (the CSS variables).
 * Drawn at build time and taken over in the browser, the page has no results yet, so no chart: the
 * colours are read once it is the browser's.
 */
export const useChartColors = themeValuesHook(readChartColors, { line: '', fill: '', axis: '', grid: '' });
