/** Settings outside the store announce the person's changes, so a member's server copy can follow. */
const listeners = new Set<() => void>();

export function preferenceChanged(): void {
  for (const listener of listeners) listener();
}

export function onPreferenceChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
