import { pollUntil } from '@typing/infra';
import type { Page } from 'playwright-core';

/** One layout shift as the browser reported it, with the elements that moved (tag#id.class). */
export interface LayoutShift {
  readonly value: number;
  readonly sources: string[];
}

/** The layout shifts of the page since its navigation started, and their summed score. */
export interface LayoutShiftReport {
  readonly total: number;
  readonly shifts: LayoutShift[];
}

/*
 * A buffered `layout-shift` observer, installed before the page's own scripts. Shifts right after
 * an input (`hadRecentInput`) are the user's doing and do not count, as in CLS. Written as a
 * string: the root tsconfig has no DOM types.
 */
const OBSERVER = `(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '(removed)';
    const id = node.id ? '#' + node.id : '';
    const classes = typeof node.className === 'string' && node.className.trim()
      ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    return node.tagName.toLowerCase() + id + classes;
  };
  const report = (window.__layoutShifts = { total: 0, shifts: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      report.total += entry.value;
      report.shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Records every layout shift of each page the tab loads from now on. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(OBSERVER);
}

// What is still loading: the page chunk's placeholder, a busy region.
const LOADING = '[aria-label="Loading page"], main [aria-busy="true"]';
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * Waits until the page has loaded what it shows (its chunk, its data, the network idle), lets two
 * frames render (a shift is reported after the frame that made it), and returns the shifts so far.
 */
export async function settledLayoutShifts(page: Page): Promise<LayoutShiftReport> {
  // Polled from here (a locator count), not by a page function: the production build's CSP refuses eval.
  const settled = () =>
    pollUntil(
      async () => {
        if ((await page.locator(LOADING).count()) > 0) throw new Error('still loading');
      },
      { what: `${page.url()} settled`, timeoutMs: 15_000 },
    );
  // Generous: the dev server compiles a page's modules on its first load, slow on a shared machine.
  await page.locator('footer').waitFor({ timeout: 90_000 });
  await settled();
  await page.waitForLoadState('networkidle');
  await settled();
  await page.evaluate(TWO_FRAMES);
  return page.evaluate<LayoutShiftReport>('window.__layoutShifts');
}
