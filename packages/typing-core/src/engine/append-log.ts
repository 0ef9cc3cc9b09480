/** Appending is O(1) and never copies, so every state of a test keeps its own history, shared with earlier states. */
export type AppendLog<T> = { readonly last: T; readonly before: AppendLog<T>; readonly size: number } | null;

export function appendTo<T>(log: AppendLog<T>, entry: T): AppendLog<T> {
  return { last: entry, before: log, size: (log?.size ?? 0) + 1 };
}

/** O(n): for the end of a test, not every keystroke. */
export function logToArray<T>(log: AppendLog<T>): T[] {
  const entries = new Array<T>(log?.size ?? 0);
  for (let node = log, i = entries.length - 1; node !== null; node = node.before, i--) entries[i] = node.last;
  return entries;
}
