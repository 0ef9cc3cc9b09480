import { useEffect, useRef } from 'react';
import { type ChartOptions, mountChart, themedAxis, wpmRange } from '../../../shared/charts/uplot-chart';
import { useChartColors } from './useChartColors';

export interface SpeedChartProps {
  readonly series: readonly number[];
  readonly height?: number;
}

/** The per-second speed on a uPlot canvas, decoration only: the panel's summary and table carry the figures. */
export default function SpeedChart({ series, height = 180 }: SpeedChartProps) {
  const colors = useChartColors();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = host.current;
    if (!target) return;
    const seconds = series.map((_, i) => i + 1);
    const options: ChartOptions = {
      scales: { x: { time: false }, y: { range: wpmRange } },
      axes: [
        {
          ...themedAxis(colors),
          // Whole seconds only.
          incrs: [1, 2, 5, 10, 15, 30, 60],
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? `${s}s` : '')),
        },
        { ...themedAxis(colors), size: 44 },
      ],
      series: [
        {},
        {
          label: 'WPM',
          stroke: colors.line,
          fill: colors.fill,
          width: 2,
          points: { show: series.length <= 30, size: 6, fill: colors.line },
        },
      ],
    };
    return mountChart(target, options, [seconds, [...series]], { height, minWidth: 200 });
  }, [series, colors, height]);

  return <div ref={host} className="speed-chart-canvas" aria-hidden data-testid="speed-chart" />;
}
