import type { PerformanceSummary } from '@typing/contracts/web';
import { Fragment, lazy, memo, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Skeleton } from '../../shared/ui/Skeleton';
import { AllTimeProgress } from './AllTimeProgress';
import { AreasForImprovement } from './AreasForImprovement';
import { weakestKeys } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { ExamResultsCard } from './ExamResultsCard';
import { HistoryCard } from './HistoryCard';
import { KeyboardHeatmap } from './KeyboardHeatmap';
import { KeyConfidenceCard } from './KeyConfidenceCard';
import { PersonalBestsCard } from './PersonalBestsCard';
import { SectionTitle } from './SectionTitle';
import { Trend } from './Trend';
import { TypedInstead } from './TypedInstead';

/** The Hindi layouts' keys come with their layout tables, for a member who typed Hindi on one. */
const HindiKeysCard = lazy(() => import('./HindiKeysCard'));

/** Later sections, a group per task in a transition: React commits a render in one task, a long one on a phone. */
// A screen-high placeholder after the drawn groups holds the footer in place; `memo` skips later store updates.
export const LaterSections = memo(function LaterSections({ summary }: { summary: PerformanceSummary }) {
  const weakest = useMemo(() => weakestKeys(summary), [summary]);
  const groups = [
    <div className="dashboard-columns" key="improvement">
      <AreasForImprovement summary={summary} />
      <Trend summary={summary} />
    </div>,
    <div className="dashboard-columns" key="keys">
      <DashboardCard className="dashboard-card" role="region" aria-labelledby="dashboard-heatmap-title">
        <SectionTitle id="dashboard-heatmap-title">Keyboard Heatmap</SectionTitle>
        <KeyboardHeatmap summary={summary} />
      </DashboardCard>
      <TypedInstead substitutions={summary.substitutions} />
    </div>,
    <div className="dashboard-columns" key="confidence">
      <KeyConfidenceCard keys={weakest} />
      <PersonalBestsCard bests={summary.personalBests} />
    </div>,
    <Fragment key="progress">
      {summary.hindiKeys?.length ? (
        <Suspense fallback={<Skeleton rows={4} />}>
          <HindiKeysCard hindiKeys={summary.hindiKeys} />
        </Suspense>
      ) : null}
      <AllTimeProgress summary={summary} />
    </Fragment>,
    <Fragment key="history">
      <ExamResultsCard />
      <HistoryCard />
    </Fragment>,
  ];
  const drawn = useGroupsInTurn(groups.length);
  return (
    <>
      {groups.slice(0, drawn)}
      {drawn < groups.length && (
        <div className="dashboard-later" role="status" aria-busy="true" aria-label="Loading your statistics" />
      )}
    </>
  );
});

/** How many of `count` groups to draw: none at first, then one more in each following task, each in a transition. */
function useGroupsInTurn(count: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= count) return;
    const next = setTimeout(() => startTransition(() => setDrawn(drawn + 1)));
    return () => clearTimeout(next);
  }, [drawn, count]);
  return drawn;
}
