import { useDeferredValue, useEffect } from 'react';
import { Skeleton } from '../../shared/ui/Skeleton';
import {
  barPercent,
  EMPTY_SUMMARY,
  formatAverage,
  levelOf,
  SPEED_BAR_FULL_WPM,
  TESTS_BAR_FULL,
} from './dashboard-figures';
import { useGetPerformanceQuery } from './dashboard.api';
import { DashboardCard } from './DashboardCard';
import { LaterSections } from './LaterSections';
import { ProfileCard } from './ProfileCard';
import { RecentSessions } from './RecentSessions';
import { StatTile } from './StatTile';
import { UpgradePlanCard } from './UpgradePlanCard';
import { useProfileBilling } from './useProfileBilling';
import './dashboard.css';

/** The profile and dashboard: the expiry check, then the subscription and the summary together (one round trip). */
export function DashboardPage() {
  const billing = useProfileBilling();
  const { data, error, isLoading } = useGetPerformanceQuery(undefined, {
    skip: !billing.expiryChecked,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (error) console.error('Loading the performance summary failed', error);
  }, [error]);

  // The store's answer renders in one task; what it brings renders deferred, in slices (the skeleton stays till then).
  const summary = useDeferredValue(data ?? EMPTY_SUMMARY);
  const ready = useDeferredValue(billing.subscriptionSettled && !isLoading);

  return (
    <div className="dashboard-page">
      <ProfileCard level={levelOf(summary)} />

      {!ready ? (
        <DashboardCard className="dashboard-card" role="status" aria-busy="true" aria-label="Loading your performance">
          <Skeleton rows={6} />
        </DashboardCard>
      ) : (
        <>
          <div className="dashboard-grid">
            <UpgradePlanCard billing={billing} />
            <StatTile
              label="Average Speed"
              value={formatAverage(summary.averageWpm)}
              unit="WPM"
              percent={barPercent(summary.averageWpm, SPEED_BAR_FULL_WPM)}
            />
            <StatTile
              label="Accuracy"
              value={formatAverage(summary.averageAccuracy)}
              unit="%"
              percent={barPercent(summary.averageAccuracy, 100)}
            />
            <StatTile
              label="Total Tests"
              value={String(summary.totalTests)}
              unit={summary.totalTests === 1 ? 'test' : 'tests'}
              percent={barPercent(summary.totalTests, TESTS_BAR_FULL)}
            />
          </div>
          <RecentSessions summary={summary} />
          <LaterSections summary={summary} />
        </>
      )}
    </div>
  );
}
