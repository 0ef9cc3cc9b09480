/**
 * An immutable append-only log: appending is O(1) and never copies, so every state of a typing
 * test can keep its own history while sharing it with earlier states.
 */
export type AppendLog<T> = { readonly last: T; readonly before: AppendLog<T>; readonly size: number } | null;

export function appendTo<T>(log: AppendLog<T>, entry: T): AppendLog<T> {
  return { last: entry, before: log, size: (log?.size ?? 0) + 1 };
}

/** The entries oldest first; O(n), meant for the end of a test, not for every keystroke. */
export function logToArray<T>(log: AppendLog<T>): T[] {
  const entries = new Array<T>(log?.size ?? 0);
  for (let node = log, i = entries.length - 1; node !== null; node = node.before, i--) entries[i] = node.last;
  return entries;
}
