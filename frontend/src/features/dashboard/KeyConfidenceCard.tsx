import type { KeyConfidence } from '@typing/contracts/web';
import { useId } from 'react';
import { keyName } from '@typing/typing-core';
import { DashboardCard } from './DashboardCard';
import { SectionTitle } from './SectionTitle';

/** The keys the typist is least sure of lately (recency-weighted), with the two figures behind the verdict. */
export function KeyConfidenceCard({ keys }: { keys: KeyConfidence[] }) {
  const titleId = useId();
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Weakest Keys</SectionTitle>
      {keys.length === 0 ? (
        <p className="dashboard-muted">
          No weak keys yet: every key you have typed often enough is fast and accurate, or there is not enough data.
        </p>
      ) : (
        <table className="typed-instead" data-testid="weakest-keys">
          <caption className="dashboard-muted">
            How sure you are of each key lately, from its speed and its accuracy (your recent presses count most).
          </caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Confidence</th>
              <th scope="col">Time per press</th>
              <th scope="col">Errors</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.key} data-key={k.key}>
                <td>
                  <kbd>{keyName(k.key)}</kbd>
                </td>
                <td>
                  {k.label} ({Math.round(k.confidence * 100)}%)
                </td>
                <td>{k.meanMs} ms</td>
                <td>{k.errorPercent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
