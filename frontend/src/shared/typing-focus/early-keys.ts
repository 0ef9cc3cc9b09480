/** A key pressed on the prerendered typing page before its code ran, as index.html's script kept it. */
export interface EarlyKey {
  key: string;
  /** `performance.now()` when it was pressed. */
  atMs: number;
}

declare global {
  interface Window {
    /** Filled by index.html's second script while `/` is the build's HTML alone; undefined once taken. */
    earlyKeys?: EarlyKey[];
  }
}

/**
 * The keys typed on `/` while it was still the build's HTML (docs/decisions/front-end/prerendered-pages.md),
 * oldest first; the document's script stops keeping keys from here on. Answers each key once.
 */
export function takeEarlyKeys(): EarlyKey[] {
  const keys = typeof window === 'undefined' ? [] : (window.earlyKeys ?? []);
  if (typeof window !== 'undefined') window.earlyKeys = undefined;
  return keys;
}

/** Whether keys were typed on the build's `/` and wait to be taken (a typist already on its text). */
export function hasEarlyKeys(): boolean {
  return typeof window !== 'undefined' && (window.earlyKeys?.length ?? 0) > 0;
}
