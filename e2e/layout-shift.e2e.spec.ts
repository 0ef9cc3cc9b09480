/**
 * Nothing jumps while a page loads (issue 22): each route opened in a fresh load, in Debian's
 * Chromium, on a desktop and on a phone-sized screen (Lighthouse's mobile viewport), sums its
 * layout shifts (PerformanceObserver `layout-shift`, buffered, as CLS counts them) once the page
 * has settled; every sum must be at most 0.02. Public pages as a visitor, member pages signed in,
 * over the whole stack, so the pages' data (site facts, plans, results) arrives as in production.
 */
import type { Page } from 'playwright-core';
import { testAccounts } from './accounts';
import { browserJourney, type JourneyStack } from './journey';
import { settledLayoutShifts, watchLayoutShifts, type LayoutShift } from './layout-shift';

const BUDGET = 0.02;

const journey = browserJourney();
const { signedInUser } = testAccounts(journey, { ipPrefix: '198.51.100.', firstHost: 61 });
let stack: JourneyStack;
let page: Page;
beforeEach(async () => {
  ({ stack, page } = journey);
  await watchLayoutShifts(page);
});

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  // Lighthouse's mobile screen (a Moto G Power).
  phone: { width: 412, height: 823 },
} as const;

const PUBLIC_ROUTES = [
  '/',
  '/test',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/subscription',
  '/lessons',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/no-such-page',
];
const MEMBER_ROUTES = ['/dashboard', '/settings', '/subscription', '/billing', '/lessons', '/'];

interface Measured {
  readonly total: number;
  readonly shifts: LayoutShift[];
}

/** Loads each route afresh on each screen size; the layout shifts of each load, by "route @ screen". */
async function measureRoutes(routes: readonly string[]): Promise<Record<string, Measured>> {
  const measured: Record<string, Measured> = {};
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      await page.goto(`${stack.webUrl}${route}`);
      measured[`${route} @ ${name}`] = await settledLayoutShifts(page);
    }
  }
  console.log(
    Object.entries(measured)
      .map(([load, { total }]) => `${load.padEnd(46)} ${total.toFixed(4)}`)
      .join('\n'),
  );
  return measured;
}

/** The loads over budget, with the shifts that made them (empty when every load is within it). */
const overBudget = (measured: Record<string, Measured>) =>
  Object.fromEntries(Object.entries(measured).filter(([, { total }]) => total > BUDGET));

test(`every public page, opened by a visitor, shifts its layout by at most ${BUDGET}`, async () => {
  expect(overBudget(await measureRoutes(PUBLIC_ROUTES))).toEqual({});
});

test(`every member page, opened signed in, shifts its layout by at most ${BUDGET}`, async () => {
  await signedInUser('Lena Okafor', 'shift');
  expect(overBudget(await measureRoutes(MEMBER_ROUTES))).toEqual({});
});
