import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { inAntdRoot } from '../../shared/antd/antd-loader';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { AnchorButton } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { RESULTS_CSV_URL, useGetHistoryQuery } from './dashboard.api';
import { DASHBOARD_ICONS } from '../../shared/ui/icons/dashboard';
import { DashboardCard } from './DashboardCard';
import { SectionTitle } from './SectionTitle';

const PAGE_SIZE = 10;

/** antd's paged table loads only once the history has rows, so a member without saved tests never loads antd. */
const HistoryTable = lazy(async () => ({
  default: await inAntdRoot(async () => (await import('./HistoryTable')).HistoryTable),
}));

function HistoryLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your history">
      <Skeleton rows={4} />
    </div>
  );
}

/** Every saved test, a page at a time (the newest HISTORY_DEPTH), with a CSV download of all. */
export function HistoryCard() {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetHistoryQuery({ page, pageSize: PAGE_SIZE });

  useEffect(() => {
    if (error) console.error('Loading the history failed', error);
  }, [error]);

  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <div className="dashboard-card-header">
        <SectionTitle id={titleId}>History</SectionTitle>
        <AnchorButton href={RESULTS_CSV_URL} download icon={<SvgIcon {...DASHBOARD_ICONS.download} aria-hidden />}>
          Download CSV
        </AnchorButton>
      </div>
      {data === undefined && !error ? (
        <HistoryLoading />
      ) : data?.total === 0 ? (
        <p className="dashboard-muted">No saved tests yet.</p>
      ) : (
        <Suspense fallback={<HistoryLoading />}>
          <HistoryTable data={data} loading={isFetching} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
        </Suspense>
      )}
    </DashboardCard>
  );
}
