import { useId } from 'react';
import { DashboardCard } from './DashboardCard';

interface StatTileProps {
  label: string;
  value: string;
  unit: string;
  percent: number;
}

/** A tile with its figure and a bar (role progressbar, so the fill is announced too). */
export function StatTile({ label, value, unit, percent }: StatTileProps) {
  const labelId = useId();
  return (
    <DashboardCard className="dashboard-tile" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="dashboard-tile-label">
        {label}
      </div>
      <div className="dashboard-tile-value" data-testid={`tile-${label}`}>
        {value}
        <span className="dashboard-tile-unit">{unit}</span>
      </div>
      <div
        className="dashboard-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="dashboard-bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </DashboardCard>
  );
}
