import type { PerformanceSummary } from '@typing/contracts/web';
import { useId, useMemo } from 'react';
import { trend, trendSummary } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { LazyTrendChart } from './LazyTrendChart';
import { SectionTitle } from './SectionTitle';
import { useTrendColors } from './useTrendColors';

/** The recent tests' speed and accuracy, in words and, from two tests on, as a chart. */
export function Trend({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const colors = useTrendColors();
  const series = useMemo(() => trend(summary.sessions), [summary.sessions]);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Progress</SectionTitle>
      <p className="dashboard-muted" data-testid="trend-summary">
        {trendSummary(summary.sessions)}
      </p>
      {summary.sessions.length >= 2 && (
        <>
          <ul className="dashboard-legend" aria-hidden>
            <li>
              <span className="legend-line" style={{ background: colors.wpm }} /> WPM
            </li>
            <li>
              <span className="legend-line legend-dashed" style={{ borderColor: colors.accuracy }} /> Accuracy
            </li>
          </ul>
          <LazyTrendChart wpm={series.wpm} accuracy={series.accuracy} colors={colors} />
        </>
      )}
    </DashboardCard>
  );
}
