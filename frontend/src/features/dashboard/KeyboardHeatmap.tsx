import type { PerformanceSummary } from '@typing/contracts/web';
import { useMemo, useState } from 'react';
import { keyRows } from '../../shared/keyboard-layout/keyboard-layouts';
import { KeyboardLayoutSelect } from '../../shared/keyboard-layout/KeyboardLayoutSelect';
import { useKeyboardLayout } from '../../shared/keyboard-layout/useKeyboardLayout';
import { SegmentedRadios } from '../../shared/ui/SegmentedRadios';
import { keyName } from '@typing/typing-core';
import { describeCell, heat, heatCells, type HeatCell } from './dashboard-figures';

type Measure = 'errors' | 'time';

const MEASURES: readonly Measure[] = ['errors', 'time'];
const MEASURE_LABELS: Record<Measure, string> = { errors: 'Error rate', time: 'Time to type (ms)' };

/** Keys coloured by error rate or time: translucent red at most 35 %, so key text keeps its contrast in both themes. */
export function KeyboardHeatmap({ summary }: { summary: PerformanceSummary }) {
  const [measure, setMeasure] = useState<Measure>('errors');
  const [layout] = useKeyboardLayout();
  const cells = useMemo(() => heatCells(summary), [summary]);

  const renderKey = (cell: HeatCell, extraClass = '') => {
    const level = heat(cell, measure, cells.values());
    const figure =
      measure === 'errors'
        ? cell.errorRate === null
          ? '–'
          : `${Math.round(cell.errorRate * 100)}%`
        : cell.meanMs === null
          ? '–'
          : `${cell.meanMs}`;
    return (
      <li
        key={cell.key}
        className={`heat-key${extraClass}`}
        data-key={cell.key}
        style={{ backgroundColor: `rgba(245, 34, 45, ${(level * 0.35).toFixed(3)})` }}
      >
        <span className="visually-hidden">{describeCell(cell)}</span>
        <span className="heat-key-label" aria-hidden>
          {keyName(cell.key)}
        </span>
        <span className="heat-key-figure" aria-hidden>
          {figure}
        </span>
      </li>
    );
  };

  return (
    <div className="heatmap">
      <div className="heatmap-controls">
        <SegmentedRadios
          label="Colour keys by"
          values={MEASURES}
          value={measure}
          onChange={setMeasure}
          format={(m) => MEASURE_LABELS[m]}
        />
        <KeyboardLayoutSelect />
      </div>
      <div className="heat-board" data-layout={layout}>
        {keyRows(layout).map((row) => (
          <ul key={row} className="heat-row" aria-label={`Keys ${row.split('').join(' ')}`}>
            {[...row].map((key) => renderKey(cells.get(key)!))}
          </ul>
        ))}
        <ul className="heat-row" aria-label="Space bar">
          {renderKey(cells.get(' ')!, ' heat-space')}
        </ul>
      </div>
    </div>
  );
}
