import type { Location } from 'react-router';

/** Where a document's first history entry keeps its scroll key (beside the router's own fields). */
const FIELD = 'scrollKey';

export type EntryHistory = Pick<History, 'state' | 'replaceState'>;

/** React Router keys each document's first entry 'default', misleading ScrollRestoration; this key tells them apart. */
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
