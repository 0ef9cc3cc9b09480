import type { PerformanceSummary } from '@typing/contracts/web';
import { useId } from 'react';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { ButtonLink } from '../../shared/ui/Button';
import { keyName } from '@typing/typing-core';
import { problemKeys, recommendations } from './dashboard-figures';
import { DASHBOARD_ICONS } from '../../shared/ui/icons/dashboard';
import { DashboardCard } from './DashboardCard';
import { SectionTitle } from './SectionTitle';

/** The keys mistyped most, tips for them and the way to AI practice. */
export function AreasForImprovement({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const keys = problemKeys(summary);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Areas for Improvement</SectionTitle>
      <h3 className="dashboard-subtitle">Problem keys</h3>
      {keys.length === 0 ? (
        <p className="dashboard-muted">No problem keys yet.</p>
      ) : (
        <ul className="problem-keys" data-testid="problem-keys">
          {keys.map(({ key, count }) => (
            <li key={key} data-key={key}>
              <kbd>{keyName(key)}</kbd>
              <span>
                {count} {count === 1 ? 'error' : 'errors'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="dashboard-subtitle">Recommendations</h3>
      <ol className="recommendations">
        {recommendations(keys).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
      <ButtonLink to="/" type="primary" icon={<SvgIcon {...DASHBOARD_ICONS.thunderbolt} aria-hidden />}>
        Start AI Practice
      </ButtonLink>
    </DashboardCard>
  );
}
