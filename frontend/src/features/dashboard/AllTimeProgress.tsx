import type { PerformanceSummary } from '@typing/contracts/web';
import { useId, useMemo } from 'react';
import { longTrend, longTrendSummary } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { LazyTrendChart } from './LazyTrendChart';
import { SectionTitle } from './SectionTitle';
import { useTrendColors } from './useTrendColors';

/** Speed and accuracy over every test taken, in words and, from two points on, as a chart. */
export function AllTimeProgress({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const colors = useTrendColors();
  const series = useMemo(() => longTrend(summary.trend), [summary.trend]);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>All-time Progress</SectionTitle>
      <p className="dashboard-muted" data-testid="all-time-summary">
        {longTrendSummary(summary.trend)}
      </p>
      {summary.trend.length >= 2 && <LazyTrendChart wpm={series.wpm} accuracy={series.accuracy} colors={colors} />}
    </DashboardCard>
  );
}
