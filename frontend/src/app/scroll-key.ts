import type { Location } from 'react-router';

/** Where a document's first history entry keeps its scroll key (beside the router's own fields). */
const FIELD = 'scrollKey';

/** The parts of `window.history` the key needs. */
export type EntryHistory = Pick<History, 'state' | 'replaceState'>;

/**
 * The scroll key of the history entry the document was loaded at. React Router names the first entry
 * of every document 'default', so its ScrollRestoration would scroll a page opened by its address to
 * where an earlier page of the tab was left (a long form on a phone, say), with the footer in view.
 * This key lives in the entry's history state: a reload or a return to the entry finds it again, a
 * page opened anew gets a new one and starts at its top.
 */
export function documentEntryKey(history: EntryHistory): string {
  const state: unknown = history.state;
  const held = state && typeof state === 'object' ? (state as Record<string, unknown>)[FIELD] : undefined;
  if (typeof held === 'string') return held;
  const key = `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [FIELD]: key }, '');
  return key;
}

let entryKey: string | undefined;

/** ScrollRestoration's `getKey`: the router's key for every entry but the document's first. */
export function scrollKey(location: Location): string {
  if (location.key !== 'default') return location.key;
  entryKey ??= documentEntryKey(window.history);
  return entryKey;
}
