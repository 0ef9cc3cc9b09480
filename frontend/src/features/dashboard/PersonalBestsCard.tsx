import type { PersonalBest } from '@typing/contracts/web';
import { useId } from 'react';
import { formatDayTime } from '../../shared/dates';
import { kindLabel } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { SectionTitle } from './SectionTitle';

/** The best speed of each kind of test taken, with its accuracy and date. */
export function PersonalBestsCard({ bests }: { bests: PersonalBest[] }) {
  const titleId = useId();
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Personal Bests</SectionTitle>
      {bests.length === 0 ? (
        <p className="dashboard-muted">Your best speed for each kind of test will show here.</p>
      ) : (
        <ul className="personal-bests" data-testid="personal-bests">
          {bests.map((best) => (
            <li key={best.kind} data-kind={best.kind}>
              <span className="personal-best-kind">{kindLabel(best.kind)}</span>
              <span className="personal-best-wpm">{best.wpm} WPM</span>
              <span className="dashboard-muted">
                {best.accuracy}% · {formatDayTime(best.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
