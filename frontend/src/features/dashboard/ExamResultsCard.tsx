import type { ExamResultRow } from '@typing/contracts/web';
import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../shared/ui/Skeleton';
import { formatDayTime } from '../../shared/dates';
import { useGetExamBestsQuery, useGetExamResultsQuery } from './dashboard.api';
import { DashboardCard } from './DashboardCard';
import { SectionTitle } from './SectionTitle';
import '../../shared/ui/table.css';

const RECENT_EXAMS = 10;
const VERDICT = { pass: 'Pass', fail: 'Fail', 'not-evaluated': 'Not evaluated' } as const;

const figure = (value: number) => value.toFixed(2);

function ExamBestsList({ bests }: { bests: readonly ExamResultRow[] }) {
  return (
    <ul className="personal-bests" data-testid="exam-bests">
      {bests.map((best) => (
        <li key={best.id} data-profile={best.profileId}>
          <span className="personal-best-kind">{best.profileName}</span>
          <span className="personal-best-wpm">{figure(best.netWpm)} net WPM</span>
          <span className="dashboard-muted">{formatDayTime(best.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function ExamHistoryTable({ rows }: { rows: readonly ExamResultRow[] }) {
  return (
    <div className="tp-table" data-testid="exam-results-table">
      <table>
        <thead>
          <tr>
            <th scope="col">Exam</th>
            <th scope="col">Date</th>
            <th scope="col">Net WPM</th>
            <th scope="col">Error %</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-exam-id={row.id}>
              <td>
                <Link to={`/exams/results/${row.id}`}>{row.profileName}</Link>
              </td>
              <td>{formatDayTime(row.createdAt)}</td>
              <td>{figure(row.netWpm)}</td>
              <td>{figure(row.errorPercentage)}</td>
              <td>{VERDICT[row.result]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A member's recent exam-grade tests and the best net speed of each profile (figures as the sheet prints them). */
export function ExamResultsCard() {
  const titleId = useId();
  const recent = useGetExamResultsQuery(RECENT_EXAMS);
  const bests = useGetExamBestsQuery();
  const loading = recent.data === undefined && !recent.error;
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Exam results</SectionTitle>
      {loading ? (
        <div role="status" aria-busy="true" aria-label="Loading your exam results">
          <Skeleton rows={3} />
        </div>
      ) : recent.error ? (
        <p className="dashboard-muted">Your exam results could not be loaded.</p>
      ) : recent.data!.items.length === 0 ? (
        <p className="dashboard-muted">Your exam-grade tests will show here once you take one signed in.</p>
      ) : (
        <>
          {bests.data && bests.data.bests.length > 0 && <ExamBestsList bests={bests.data.bests} />}
          <ExamHistoryTable rows={recent.data!.items} />
        </>
      )}
    </DashboardCard>
  );
}
