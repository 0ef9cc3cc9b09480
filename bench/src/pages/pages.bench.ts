/** Lighthouse on every public page as a fresh visitor, then on the member pages in a signed-in tab. */
// npm run bench:pages -w bench [-- --runs N --only /a,/b --dist <build> --traces]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { printChecks, type Check } from '../stats';
import { runLighthouse, type PageFigures } from './lighthouse-run';
import {
  launchBenchBrowser,
  startProductionSite,
  type BenchBrowser,
  type MemberTab,
  type ProductionSite,
} from './production-site';
import { medianFigures, printTable, type PageRow } from './table';

export const PAGE_BUDGETS = {
  performance: 90,
  cls: 0.02,
  tbtMs: 200,
  lcpMs: 2500,
  /** gzip -9, as the browser bench judges it. */
  homeJsKb: 170,
} as const;

const PUBLIC_PAGES = [
  '/',
  '/test',
  '/lessons',
  '/exams',
  '/leaderboards',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/subscription',
  '/signin',
  '/signup',
  '/forgot-password',
];
const MEMBER_PAGES = ['/dashboard', '/settings', '/subscription'];

interface Options {
  readonly runs: number;
  readonly only?: string[];
  readonly dist?: string;
  readonly traces: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${value('--runs')}`);
  return { runs, only: value('--only')?.split(','), dist: value('--dist'), traces: argv.includes('--traces') };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** In turn, so a burst of load hits every page alike. */
async function measurePages(
  site: ProductionSite,
  browser: BenchBrowser,
  pages: readonly string[],
  { runs, member, reports, traces }: { runs: number; member?: MemberTab; reports: string; traces: boolean },
): Promise<PageRow[]> {
  const samples = new Map<string, PageFigures[]>(pages.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const label = `${page}${member ? ' (member)' : ''}`;
      const reportFile = path.join(reports, `${member ? 'member' : 'visitor'}${page.replaceAll('/', '_')}-${run}.json`);
      const figures = await runLighthouse(`${site.url}${page}`, {
        port: browser.port,
        keepStorage: Boolean(member),
        tab: member?.lighthousePage,
        reportFile,
        trace: traces,
      });
      const moved = figures.shifts.length > 0 ? `; moved: ${figures.shifts.join(', ')}` : '';
      const tasks = figures.longTasks.length > 0 ? `; long tasks: ${figures.longTasks.slice(0, 5).join(', ')}` : '';
      console.log(
        `  run ${run}/${runs} ${label}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
          `TBT ${Math.round(figures.tbtMs)} ms, longest task ${Math.round(figures.longestTaskMs)} ms, ` +
          `CLS ${figures.cls.toFixed(3)}${moved}${tasks} (load ${loadAverage()})`,
      );
      samples.get(page)!.push(figures);
    }
  }
  return pages.map((page) => ({
    page: `${page}${member ? ' (member)' : ''}`,
    runs: samples.get(page)!,
    median: medianFigures(samples.get(page)!),
  }));
}

/** Weighed as the browser bench weighs them. */
function homeJsKb(home: PageRow, dist: string): number {
  const scripts = new Set(home.runs.flatMap((run) => run.scripts));
  let bytes = 0;
  for (const script of scripts) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length;
  return bytes / 1000;
}

function budgetChecks(rows: readonly PageRow[]): Check[] {
  return rows.flatMap(({ page, median }) => [
    {
      name: `${page} performance`,
      value: median.performance,
      limit: PAGE_BUDGETS.performance,
      unit: '',
      atLeast: true,
    },
    { name: `${page} CLS`, value: median.cls, limit: PAGE_BUDGETS.cls, unit: '' },
    { name: `${page} TBT`, value: median.tbtMs, limit: PAGE_BUDGETS.tbtMs, unit: 'ms' },
    { name: `${page} LCP`, value: median.lcpMs, limit: PAGE_BUDGETS.lcpMs, unit: 'ms' },
  ]);
}

async function main(): Promise<void> {
  const { runs, only, dist, traces } = parseOptions(process.argv.slice(2));
  const chosen = (pages: readonly string[]) => pages.filter((page) => !only || only.includes(page));
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'typing-pages-reports-'));
  console.log(`Page-load bench: Lighthouse, mobile defaults, ${runs} run(s) a page; load average ${loadAverage()}`);
  const site = await startProductionSite(dist);
  const browser = await launchBenchBrowser();
  try {
    const rows = await measurePages(site, browser, chosen(PUBLIC_PAGES), { runs, reports, traces });
    const memberPages = chosen(MEMBER_PAGES);
    if (memberPages.length > 0) {
      const member = await site.signUpMember(browser);
      rows.push(...(await measurePages(site, browser, memberPages, { runs, member, reports, traces })));
    }
    printTable(rows, PAGE_BUDGETS);
    console.log(`\n  Lighthouse reports (JSON): ${reports}; load average at the end ${loadAverage()}`);
    const checks = budgetChecks(rows);
    const home = rows.find((row) => row.page === '/');
    if (home)
      checks.push({
        name: 'JS for / (gzip -9)',
        value: homeJsKb(home, site.dist),
        limit: PAGE_BUDGETS.homeJsKb,
        unit: 'kB',
      });
    const ok = printChecks(checks);
    console.log(ok ? '\nAll budgets met.' : '\nOver budget: see FAIL above.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
