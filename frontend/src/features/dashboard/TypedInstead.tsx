import type { SubstitutionEntry } from '@typing/contracts/web';
import { useId } from 'react';
import { keyName } from '@typing/typing-core';
import { DashboardCard } from './DashboardCard';
import { SectionTitle } from './SectionTitle';

/** The most frequent mix-ups: the key expected and the key typed instead. */
export function TypedInstead({ substitutions }: { substitutions: SubstitutionEntry[] }) {
  const titleId = useId();
  const top = substitutions.slice(0, 8);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Keys Typed Instead</SectionTitle>
      {top.length === 0 ? (
        <p className="dashboard-muted">No mix-ups in your recent tests.</p>
      ) : (
        <table className="typed-instead" data-testid="typed-instead">
          <caption className="dashboard-muted">
            The keys you pressed instead of the expected ones, in your recent tests.
          </caption>
          <thead>
            <tr>
              <th scope="col">Expected</th>
              <th scope="col">Typed</th>
              <th scope="col">Times</th>
            </tr>
          </thead>
          <tbody>
            {top.map((s) => (
              <tr key={`${s.expected}\u0000${s.typed}`}>
                <td>
                  <kbd>{keyName(s.expected)}</kbd>
                </td>
                <td>
                  <kbd>{keyName(s.typed)}</kbd>
                </td>
                <td>{s.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
