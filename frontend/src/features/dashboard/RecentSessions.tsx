import type { PerformanceSummary } from '@typing/contracts/web';
import { memo, useId } from 'react';
import { formatDayTime } from '../../shared/dates';
import { sessionRows } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { EmptySessions } from './EmptySessions';
import { SectionTitle } from './SectionTitle';
import { StatusBadge } from './StatusBadge';
import '../../shared/ui/table.css';

/** The recent sessions in antd's middle-sized Table look. */
export const RecentSessions = memo(function RecentSessions({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const rows = sessionRows(summary.sessions);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Recent Sessions</SectionTitle>
      {rows.length === 0 ? (
        <EmptySessions />
      ) : (
        <div className="tp-table" data-testid="sessions-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">WPM</th>
                <th scope="col">Accuracy</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatDayTime(row.createdAt)}</td>
                  <td>{row.wpm}</td>
                  <td>{row.accuracy}%</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
});
