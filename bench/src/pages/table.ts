import type { PageFigures } from './lighthouse-run';

export interface PageRow {
  readonly page: string;
  readonly runs: PageFigures[];
  readonly median: Omit<PageFigures, 'scripts' | 'shifts' | 'longTasks'>;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each on its own: the medians need not come from one run. */
export function medianFigures(runs: readonly PageFigures[]): PageRow['median'] {
  const of = (pick: (figures: PageFigures) => number) => median(runs.map(pick));
  return {
    performance: of((f) => f.performance),
    seo: of((f) => f.seo),
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    transferBytes: of((f) => f.transferBytes),
    requests: of((f) => f.requests),
    mainThreadMs: of((f) => f.mainThreadMs),
    longestTaskMs: of((f) => f.longestTaskMs),
  };
}

interface Budgets {
  readonly performance: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The medians as a Markdown table (ready for docs/benchmarks.md); a figure past its budget is starred. */
export function printTable(rows: readonly PageRow[], budgets: Budgets): void {
  const mark = (text: string, over: boolean) => (over ? `${text} ✗` : text);
  const header = [
    'page',
    'performance (range)',
    'FCP',
    'LCP',
    'TBT',
    'longest task',
    'CLS',
    'transfer',
    'requests',
    'main thread',
    'SEO',
  ];
  const lines = rows.map(({ page, runs, median: m }) => {
    const scores = runs.map((run) => run.performance);
    return [
      page,
      mark(`${m.performance} (${Math.min(...scores)}–${Math.max(...scores)})`, m.performance < budgets.performance),
      seconds(m.fcpMs),
      mark(seconds(m.lcpMs), m.lcpMs > budgets.lcpMs),
      mark(`${Math.round(m.tbtMs)} ms`, m.tbtMs > budgets.tbtMs),
      `${Math.round(m.longestTaskMs)} ms`,
      mark(m.cls.toFixed(3), m.cls > budgets.cls),
      `${Math.round(m.transferBytes / 1024)} KiB`,
      String(m.requests),
      seconds(m.mainThreadMs),
      String(m.seo),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nMedians (✗ past the budget: performance ≥ ${budgets.performance}, LCP ≤ ${seconds(budgets.lcpMs)}, ` +
      `TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls})\n`,
  );
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
