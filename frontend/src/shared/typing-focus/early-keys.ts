/** A key pressed on the prerendered typing page before its code ran, as index.html's script kept it. */
export interface EarlyKey {
  key: string;
  atMs: number;
}

declare global {
  interface Window {
    /** Filled by index.html's second script before hydration; undefined once taken. */
    earlyKeys?: EarlyKey[];
  }
}

/** The keys typed on `/` before hydration, oldest first; each key is answered once. */
export function takeEarlyKeys(): EarlyKey[] {
  const keys = typeof window === 'undefined' ? [] : (window.earlyKeys ?? []);
  if (typeof window !== 'undefined') window.earlyKeys = undefined;
  return keys;
}

export function hasEarlyKeys(): boolean {
  return typeof window !== 'undefined' && (window.earlyKeys?.length ?? 0) > 0;
}
