import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

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

/**
 * WPM (left axis) and accuracy (right axis, 0–100 %) over the last tests, drawn by uPlot — the
 * library the results panel uses, loaded in its own chunk only when the dashboard shows a chart.
 * Decoration for sighted users: the page states the trend in text and lists the sessions.
 */
export default function TrendChart({ wpm, accuracy, colors, height = 220 }: TrendChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = host.current;
    if (!target) return;
    const tests = wpm.map((_, i) => i + 1);
    const opts: uPlot.Options = {
      width: Math.max(240, target.clientWidth),
      height,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: false },
        wpm: { range: (_u, _min, max) => [0, Math.max(20, Math.ceil(max / 10) * 10)] },
        pct: { range: [0, 100] },
      },
      axes: [
        {
          stroke: colors.axis,
          grid: { stroke: colors.grid, width: 1 },
          ticks: { show: false },
          incrs: [1, 2, 5, 10],
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? `#${s}` : '')),
        },
        {
          scale: 'wpm',
          stroke: colors.axis,
          grid: { stroke: colors.grid, width: 1 },
          ticks: { show: false },
          size: 44,
        },
        {
          scale: 'pct',
          side: 1,
          stroke: colors.axis,
          grid: { show: false },
          ticks: { show: false },
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
    const chart = new uPlot(opts, [tests, [...wpm], [...accuracy]], target);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, target.clientWidth), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [wpm, accuracy, colors, height]);

  return <div ref={host} className="dashboard-trend-canvas" aria-hidden data-testid="trend-chart" />;
}
