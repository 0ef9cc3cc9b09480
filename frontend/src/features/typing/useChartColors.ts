import { useSyncExternalStore } from 'react';
import { readChartColors } from './results-figures';

type ChartColors = ReturnType<typeof readChartColors>;

// The theme lives in the body's class (spec §4), switched by ThemeRoot: watch it like any other
// external store. One object per class value, so renders in between get the same reference.
let cached: { className: string; colors: ChartColors } | undefined;

function currentChartColors(): ChartColors {
  const className = document.body.className;
  if (cached?.className !== className) cached = { className, colors: readChartColors() };
  return cached.colors;
}

function subscribeToBodyClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

// Drawn at build time and taken over in the browser, the page has no results yet, so no chart: the
// colours are read once it is the browser's.
const NO_COLOURS: ChartColors = { line: '', fill: '', axis: '', grid: '' };
const noColours = () => NO_COLOURS;

/** The speed chart draws on a canvas, so it takes the theme's colours as values (the CSS variables). */
export function useChartColors(): ChartColors {
  return useSyncExternalStore(subscribeToBodyClass, currentChartColors, noColours);
}
