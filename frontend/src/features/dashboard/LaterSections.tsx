import type { PerformanceSummary } from '@typing/contracts/web';
import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { PlainSkeleton } from '../../shared/ui/PlainSkeleton';
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

/**
 * The sections below the first screen, rendered in a transition so React slices the work instead of one long task; a
 * screen-high placeholder keeps the footer in place meanwhile. `memo`: later store updates do not re-render them.
 */
export const LaterSections = memo(function LaterSections({ summary }: { summary: PerformanceSummary }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  const weakest = useMemo(() => weakestKeys(summary), [summary]);
  if (!drawn)
    return <div className="dashboard-later" role="status" aria-busy="true" aria-label="Loading your statistics" />;
  return (
    <>
      <div className="dashboard-columns">
        <AreasForImprovement summary={summary} />
        <Trend summary={summary} />
      </div>
      <div className="dashboard-columns">
        <DashboardCard className="dashboard-card" role="region" aria-labelledby="dashboard-heatmap-title">
          <SectionTitle id="dashboard-heatmap-title">Keyboard Heatmap</SectionTitle>
          <KeyboardHeatmap summary={summary} />
        </DashboardCard>
        <TypedInstead substitutions={summary.substitutions} />
      </div>
      <div className="dashboard-columns">
        <KeyConfidenceCard keys={weakest} />
        <PersonalBestsCard bests={summary.personalBests} />
      </div>
      {summary.hindiKeys?.length ? (
        <Suspense fallback={<PlainSkeleton rows={4} />}>
          <HindiKeysCard hindiKeys={summary.hindiKeys} />
        </Suspense>
      ) : null}
      <AllTimeProgress summary={summary} />
      <ExamResultsCard />
      <HistoryCard />
    </>
  );
});
