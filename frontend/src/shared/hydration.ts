import { useSyncExternalStore } from 'react';
import { DRAWN_ON_ATTRIBUTE, localDay } from './prerendered-document';

/* Prerendered pages are hydrated, so the first browser render must match the build's: browser-only state waits. */

const unchanging = () => () => {};

/** False while rendering to hydrate (at build time and in the hydrating render), true from the next render on. */
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

/** The day the page was prerendered: today at build time; in the browser, what the build wrote. */
function drawnOn(): Date {
  const written =
    typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute(DRAWN_ON_ATTRIBUTE);
  return noonOf(written && /^\d{4}-\d{2}-\d{2}$/.test(written) ? written : localDay(new Date()));
}

/** Today; while hydrating, the day the page was prerendered. */
export function useToday(): Date {
  return useHydrated() ? new Date() : drawnOn();
}
