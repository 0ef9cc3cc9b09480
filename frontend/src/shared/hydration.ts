import { useSyncExternalStore } from 'react';
import { DRAWN_ON_ATTRIBUTE, localDay } from './prerendered-document';

/*
 * The public pages' HTML is drawn at build time and taken over in the browser (`hydrateRoot`,
 * docs/decisions/front-end/prerendered-pages.md). React's first render in the browser must then give
 * the markup the build gave, so what depends on the browser (its storage, its clock) waits for it.
 */

const unchanging = () => () => {};

/**
 * False while React draws a page to take over its prerendered HTML (at build time, and in the
 * browser's hydrating render), true from the next render on and in any render made in the browser
 * alone (`createRoot`, later pages).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/** Noon of a `YYYY-MM-DD` day, local time: the same day whatever the time zone formats it. */
function noonOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

/** The day the page's HTML was drawn: today at build time; in the browser, what the build wrote. */
function drawnOn(): Date {
  const written =
    typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute(DRAWN_ON_ATTRIBUTE);
  return noonOf(written && /^\d{4}-\d{2}-\d{2}$/.test(written) ? written : localDay(new Date()));
}

/** Today; while a prerendered page is taken over, the day its HTML was drawn (then today). */
export function useToday(): Date {
  return useHydrated() ? new Date() : drawnOn();
}
