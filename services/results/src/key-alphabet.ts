/**
 * The keys the all-time per-key statistics track: printable ASCII (space to '~'), 95 keys, each
 * at a fixed position of the user's statistics arrays. A fixed position lets one `$inc` on
 * `misses.<i>.count` count a key atomically on both engines (FerretDB has no arrayFilters and
 * pushes down only `_id` filters), while the stored shape stays a list of `{ key, count }`.
 * Sample texts are lowercase English (built-in or generated), so nothing real falls outside;
 * a character that does is kept in its stored result but not in the all-time counters.
 */
export const FIRST_KEY_CODE = 0x20;
export const LAST_KEY_CODE = 0x7e;
export const TRACKED_KEYS: readonly string[] = Array.from({ length: LAST_KEY_CODE - FIRST_KEY_CODE + 1 }, (_, i) =>
  String.fromCharCode(FIRST_KEY_CODE + i),
);

/** The key's position in the statistics arrays, or -1 when it is not tracked. */
export function keyIndex(key: string): number {
  if (key.length !== 1) return -1;
  const code = key.charCodeAt(0);
  return code >= FIRST_KEY_CODE && code <= LAST_KEY_CODE ? code - FIRST_KEY_CODE : -1;
}
