import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The colours the chart draws with (the page's theme tokens). */
export interface ChartColors {
  readonly line: string;
  readonly fill: string;
  readonly axis: string;
  readonly grid: string;
}

export interface SpeedChartProps {
  /** WPM in each whole second of the test (the engine's speed series). */
  readonly series: readonly number[];
  readonly colors: ChartColors;
  readonly height?: number;
}

/**
 * The per-second speed as a line chart, drawn on a canvas by uPlot (≈ 21 kB gzip, in its own chunk:
 * this module is loaded only when a results panel shows). The canvas is decoration for sighted
 * users; the figures reach everyone through the panel's summary and table.
 */
export default function SpeedChart({ series, colors, height = 180 }: SpeedChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = host.current;
    if (!target) return;
    const seconds = series.map((_, i) => i + 1);
    const opts: uPlot.Options = {
      width: Math.max(200, target.clientWidth),
      height,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(20, Math.ceil(max / 10) * 10)] } },
      axes: [
        {
          stroke: colors.axis,
          grid: { stroke: colors.grid, width: 1 },
          ticks: { show: false },
          // Whole seconds only.
          incrs: [1, 2, 5, 10, 15, 30, 60],
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? `${s}s` : '')),
        },
        { stroke: colors.axis, grid: { stroke: colors.grid, width: 1 }, ticks: { show: false }, size: 44 },
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
    const chart = new uPlot(opts, [seconds, [...series]], target);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, target.clientWidth), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, colors, height]);

  return <div ref={host} className="speed-chart-canvas" aria-hidden data-testid="speed-chart" />;
}
