import { lazy, Suspense } from 'react';
import type { TrendChartProps } from './TrendChart';

/** The chart library loads with the first chart, not with the page. */
const TrendChart = lazy(() => import('./TrendChart'));
const CHART_HEIGHT = 220;

/** A trend chart, with a placeholder of its height while its chunk loads. */
export function LazyTrendChart({ wpm, accuracy, colors }: Omit<TrendChartProps, 'height'>) {
  return (
    <Suspense fallback={<div className="dashboard-trend-canvas" style={{ height: CHART_HEIGHT }} aria-hidden />}>
      <TrendChart wpm={wpm} accuracy={accuracy} colors={colors} height={CHART_HEIGHT} />
    </Suspense>
  );
}
