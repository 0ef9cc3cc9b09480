/**
 * Settings kept outside the store (keyboard layout, test options live in local storage) announce a
 * change the person made here, so a member's copy on the server can follow (app/preferences-sync).
 */
const listeners = new Set<() => void>();

/** Called by the writers of a setting after a change the person made. */
export function preferenceChanged(): void {
  for (const listener of listeners) listener();
}

/** Returns the function that stops listening. */
export function onPreferenceChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
