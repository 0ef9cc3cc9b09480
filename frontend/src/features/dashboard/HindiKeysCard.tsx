import type { HindiKeyConfidence } from '@typing/contracts/web';
import { useId, useMemo } from 'react';
import { DashboardCard } from './DashboardCard';
import { hindiKeyTables } from './hindi-figures';
import { SectionTitle } from './SectionTitle';

/** Each Hindi layout's least confident physical keys; its own chunk, with the layout tables. */
export default function HindiKeysCard({ hindiKeys }: { hindiKeys: HindiKeyConfidence[] }) {
  const titleId = useId();
  const tables = useMemo(() => hindiKeyTables(hindiKeys), [hindiKeys]);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Hindi Keys</SectionTitle>
      {tables.map(({ layout, name, rows }) =>
        rows.length === 0 ? (
          <p key={layout} className="dashboard-muted">
            {name}: not enough presses of any key yet.
          </p>
        ) : (
          <table key={layout} className="typed-instead" data-testid={`hindi-keys-${layout}`}>
            <caption className="dashboard-muted">
              {name}: the keys you are least sure of lately, from their speed and accuracy.
            </caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Types</th>
                <th scope="col">Confidence</th>
                <th scope="col">Time per press</th>
                <th scope="col">Errors</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <td>
                    <kbd>{row.keys}</kbd>
                  </td>
                  <td lang="hi">{row.legend}</td>
                  <td>
                    {row.label} ({Math.round(row.confidence * 100)}%)
                  </td>
                  <td>{row.meanMs} ms</td>
                  <td>{row.errorPercent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
      )}
    </DashboardCard>
  );
}
