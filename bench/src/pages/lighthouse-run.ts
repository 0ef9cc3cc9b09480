/**
 * One Lighthouse run of one page (Lighthouse's mobile defaults: simulated slow 4G, 4× CPU), reduced
 * to the figures the page-load bench prints and budgets.
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';

export interface PageFigures {
  /** Lighthouse's performance score, 0–100. */
  readonly performance: number;
  /** Lighthouse's SEO score, 0–100. */
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes on the wire, every request of the load. */
  readonly transferBytes: number;
  readonly requests: number;
  /** Main-thread work during the load (at 4× CPU), ms. */
  readonly mainThreadMs: number;
  /** The paths of the scripts the page loaded from its own origin (for the JS budget of `/`). */
  readonly scripts: string[];
  /** What moved by 0.001 or more, as Lighthouse names it: "selector (score)", largest first. */
  readonly shifts: string[];
  /** The longest main-thread task of the load (at 4× CPU), ms; 0 when none reached 50 ms. */
  readonly longestTaskMs: number;
  /** The tasks of 50 ms or more (at 4× CPU), longest first: "ms script" (Lighthouse's attribution). */
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
  /** The script Lighthouse attributes the task to, or a label such as "Unattributable". */
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

/** A script's file name without the build's hash ("react" for /assets/react-8L6AmSia.js). */
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
  /** The DevTools port of the browser to run in. */
  readonly port: number;
  /** Keep the origin's cookies, storage and cache (a member's pages, right after signing in). */
  readonly keepStorage: boolean;
  /** Load the page in this tab (the member's, signed in) instead of a new one. */
  readonly tab?: Page;
  /** Where to write the run's full report (JSON), for looking into a figure afterwards. */
  readonly reportFile: string;
  /** Also write the run's Chrome trace beside the report (`….trace.json`, for DevTools' Performance panel). */
  readonly trace: boolean;
}

/** Loads `url` once under Lighthouse and returns its figures; the full report (and trace) go to `reportFile`. */
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
