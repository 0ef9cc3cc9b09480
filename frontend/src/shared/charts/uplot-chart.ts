/** Shared by the uPlot charts; import it only from lazy chart modules, so uPlot stays out of the main chunk. */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A chart's options without its size, which `mountChart` sets from the host. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height' | 'legend' | 'cursor' | 'select'>;

export const wpmRange: uPlot.Range.Function = (_u, _min, max) => [0, Math.max(20, Math.ceil(max / 10) * 10)];

export function themedAxis(colors: { readonly axis: string; readonly grid: string }): uPlot.Axis {
  return { stroke: colors.axis, grid: { stroke: colors.grid, width: 1 }, ticks: { show: false } };
}

/** Mounts a static chart as wide as `target` (at least `minWidth`), resized with it; returns the cleanup. */
export function mountChart(
  target: HTMLElement,
  options: ChartOptions,
  data: uPlot.AlignedData,
  { height, minWidth }: { height: number; minWidth: number },
): () => void {
  const width = () => Math.max(minWidth, target.clientWidth);
  const chart = new uPlot(
    {
      ...options,
      width: width(),
      height,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    },
    data,
    target,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: width(), height }));
  resize.observe(target);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
