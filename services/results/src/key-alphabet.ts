import { DEFAULT_LANGUAGE, type Language, LANGUAGE_LETTERS } from '@typing/typing-core';

/**
 * The keys the all-time per-key statistics track: the 26 lowercase letters and the space, the
 * only characters of every text the product gives (SPEC §3: lowercase words without punctuation;
 * the practice-text service normalises model output the same way). Each key has a fixed position
 * in the user's statistics arrays, so one `$inc` on `misses.<i>.count` counts it atomically on
 * both engines (FerretDB has no arrayFilters and pushes down only `_id` filters) while the stored
 * shape stays a list of `{ key, count }`. A character outside the set stays in its stored result
 * but not in the all-time counters (a Spanish result's ñ and accented vowels: see isPracticeKey).
 */
export const TRACKED_KEYS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyz '];

const POSITION = new Map(TRACKED_KEYS.map((key, i) => [key, i]));

/** The key's position in the statistics arrays, or -1 when it is not tracked. */
export function keyIndex(key: string): number {
  return POSITION.get(key) ?? -1;
}

/**
 * Whether a result's key counts in the recency-weighted key figures (key confidence, weakest keys,
 * AI practice): a tracked key, or a letter of the result's language (ñ, á… in Spanish). Those
 * figures are a list of `{ key, … }`, so a new key needs no fixed position.
 */
export function isPracticeKey(key: string, language: Language = DEFAULT_LANGUAGE): boolean {
  return keyIndex(key) >= 0 || LANGUAGE_LETTERS[language].includes(key);
}
