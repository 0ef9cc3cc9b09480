/** Web Storage (local and session) as the app's stores use it, and a Map-backed stand-in for tests. */

/** The browser's local or session storage, or undefined where there is none or reading it throws. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}

/** A Map-backed stand-in for window.localStorage / sessionStorage (tests), with its `items` to inspect. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}
