import { useEffect, useRef } from 'react';
import { type ChartOptions, mountChart, themedAxis, wpmRange } from '../../shared/charts/uplot-chart';

export interface TrendColors {
  readonly wpm: string;
  readonly accuracy: string;
  readonly axis: string;
  readonly grid: string;
}

export interface TrendChartProps {
  readonly wpm: readonly number[];
  readonly accuracy: readonly number[];
  readonly colors: TrendColors;
  readonly height?: number;
}

/** WPM and accuracy over the last tests on a uPlot canvas, decoration only: the page states the trend in text. */
export default function TrendChart({ wpm, accuracy, colors, height = 220 }: TrendChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = host.current;
    if (!target) return;
    const tests = wpm.map((_, i) => i + 1);
    const options: ChartOptions = {
      scales: {
        x: { time: false },
        wpm: { range: wpmRange },
        pct: { range: [0, 100] },
      },
      axes: [
        {
          ...themedAxis(colors),
          incrs: [1, 2, 5, 10],
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? `#${s}` : '')),
        },
        { ...themedAxis(colors), scale: 'wpm', size: 44 },
        {
          ...themedAxis(colors),
          scale: 'pct',
          side: 1,
          grid: { show: false },
          size: 48,
          values: (_u, splits) => splits.map((s) => `${s}%`),
        },
      ],
      series: [
        {},
        { label: 'WPM', scale: 'wpm', stroke: colors.wpm, width: 2, points: { show: true, size: 6, fill: colors.wpm } },
        {
          label: 'Accuracy',
          scale: 'pct',
          stroke: colors.accuracy,
          width: 2,
          dash: [6, 4],
          points: { show: true, size: 5, fill: colors.accuracy },
        },
      ],
    };
    return mountChart(target, options, [tests, [...wpm], [...accuracy]], { height, minWidth: 240 });
  }, [wpm, accuracy, colors, height]);

  return <div ref={host} className="dashboard-trend-canvas" aria-hidden data-testid="trend-chart" />;
}
