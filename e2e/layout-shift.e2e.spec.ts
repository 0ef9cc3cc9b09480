/**
 * Nothing jumps while a page loads: each route opened by its address, in Debian's Chromium, on a
 * desktop and on a phone-sized screen (Lighthouse's mobile viewport), sums its layout shifts
 * (PerformanceObserver `layout-shift`, buffered, as CLS counts them) once the page has settled; every
 * sum must be at most 0.02. Public pages as a visitor; member pages in the tab a new member signed up
 * and in through, on the phone, as a person does (what the screens leave in the tab, such as where
 * the long sign-up form was scrolled to, comes along). Over the whole stack, so the pages' data (site
 * facts, plans, results) arrives as in production.
 */
import type { Page } from 'playwright-core';
import { TEST_PASSWORD, testAccounts } from './accounts';
import { browserJourney, type JourneyStack } from './journey';
import { settledLayoutShifts, watchLayoutShifts, type LayoutShift } from './layout-shift';
import { signUpThroughScreens } from './member-screens';

const BUDGET = 0.02;

const journey = browserJourney();
const { newEmail } = testAccounts(journey, { ipPrefix: '198.51.100.', firstHost: 61 });
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

type ScreenName = keyof typeof VIEWPORTS;

/** Loads each route by its address on each screen size, in turn; the shifts of each load, by "route @ screen". */
async function measureRoutes(
  routes: readonly string[],
  screens: readonly ScreenName[] = ['desktop', 'phone'],
): Promise<Record<string, Measured>> {
  const measured: Record<string, Measured> = {};
  for (const name of screens) {
    await page.setViewportSize(VIEWPORTS[name]);
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

test(`every member page, opened by its address after signing up on a phone, shifts its layout by at most ${BUDGET}`, async () => {
  await page.setViewportSize(VIEWPORTS.phone);
  const site = { webUrl: stack.webUrl, mailUiUrl: stack.env.MAIL_UI_URL };
  await signUpThroughScreens(page, site, { name: 'Lena Okafor', email: newEmail('shift'), password: TEST_PASSWORD });
  expect(overBudget(await measureRoutes(MEMBER_ROUTES, ['phone', 'desktop']))).toEqual({});
  // The screens, the mail and twelve loads: minutes when other suites share the machine's two cores.
}, 300_000);
