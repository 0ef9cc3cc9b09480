import { useSyncExternalStore } from 'react';
import type { TrendColors } from './TrendChart';

/** The theme variables (generated from antd's tokens, `shared/theme/theme-css.ts`) the trend charts draw with. */
const VARIABLES: Record<keyof TrendColors, string> = {
  wpm: '--tp-color-link',
  accuracy: '--tp-color-success',
  axis: '--tp-color-text-secondary',
  grid: '--tp-color-border-secondary',
};

function readTrendColors(): TrendColors {
  const css = getComputedStyle(document.body);
  const read = (name: string) => css.getPropertyValue(name).trim();
  return {
    wpm: read(VARIABLES.wpm),
    accuracy: read(VARIABLES.accuracy),
    axis: read(VARIABLES.axis),
    grid: read(VARIABLES.grid),
  };
}

// The theme is the body's class (spec §4), switched by ThemeRoot: watch it like any other external
// store. One object per class value, so renders in between get the same reference (the charts redraw
// only when the theme changes).
let cached: { className: string; colors: TrendColors } | undefined;

function currentTrendColors(): TrendColors {
  const className = document.body.className;
  if (cached?.className !== className) cached = { className, colors: readTrendColors() };
  return cached.colors;
}

function subscribeToBodyClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const NO_COLOURS: TrendColors = { wpm: '', accuracy: '', axis: '', grid: '' };
const noColours = () => NO_COLOURS;

/**
 * The trend charts' colours (antd's link blue and success green, secondary text, borders) as values,
 * for uPlot's canvas: read from the theme's CSS variables instead of antd's `theme.useToken()`, so the
 * dashboard needs no antd to draw them (the same values: both come from the same tokens).
 */
export function useTrendColors(): TrendColors {
  return useSyncExternalStore(subscribeToBodyClass, currentTrendColors, noColours);
}
