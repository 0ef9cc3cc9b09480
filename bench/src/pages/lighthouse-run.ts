/** One Lighthouse run with its mobile defaults: simulated slow 4G, 4× CPU. */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';

export interface PageFigures {
  /** 0–100, as the SEO score. */
  readonly performance: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly transferBytes: number;
  readonly requests: number;
  readonly mainThreadMs: number;
  /** Same-origin only, for the JS budget of `/`. */
  readonly scripts: string[];
  readonly shifts: string[];
  /** 0 when none reached 50 ms. */
  readonly longestTaskMs: number;
  readonly longTasks: string[];
}

interface NetworkRequest {
  readonly url: string;
  readonly resourceType?: string;
}
interface LayoutShiftItem {
  readonly node?: { readonly selector?: string; readonly snippet?: string };
  readonly score: number;
}
interface LongTask {
  readonly duration: number;
  /** Or a label such as "Unattributable". */
  readonly url?: string;
}

const items = <Item>(lhr: Result, audit: string): Item[] =>
  (lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? [];

const numeric = (lhr: Result, audit: string) => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}`);
  return value;
};
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** "react" for /assets/react-8L6AmSia.js. */
function scriptName(url: string | undefined): string {
  if (!url) return '?';
  const file = url.replace(/^.*\//, '');
  return file.replace(/-[\w-]{8}\.js$/, '') || url;
}

function figures(lhr: Result): PageFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = items<NetworkRequest>(lhr, 'network-requests');
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return {
    performance: score(lhr, 'performance'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    requests: requests.length,
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    scripts: requests
      .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
      .map((request) => new URL(request.url).pathname),
    shifts: items<LayoutShiftItem>(lhr, 'layout-shifts')
      .filter((shift) => shift.score >= 0.001)
      .map((shift) => `${shift.node?.selector ?? shift.node?.snippet ?? '?'} (${shift.score.toFixed(3)})`),
    longestTaskMs: Math.max(0, ...items<LongTask>(lhr, 'long-tasks').map((task) => task.duration)),
    longTasks: items<LongTask>(lhr, 'long-tasks')
      .toSorted((a, b) => b.duration - a.duration)
      .map((task) => `${Math.round(task.duration)} ms ${scriptName(task.url)}`),
  };
}

export interface RunOptions {
  readonly port: number;
  /** A member's pages, right after signing in. */
  readonly keepStorage: boolean;
  readonly tab?: Page;
  readonly reportFile: string;
  readonly trace: boolean;
}

export async function runLighthouse(
  url: string,
  { port, keepStorage, tab, reportFile, trace }: RunOptions,
): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
      disableStorageReset: keepStorage,
      // JS samples in the kept trace, to see whose code a long task runs.
      ...(trace ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    },
    undefined,
    tab,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
  if (trace) fs.writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  return figures(result.lhr);
}
