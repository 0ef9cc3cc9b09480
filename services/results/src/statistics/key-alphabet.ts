import { DEFAULT_LANGUAGE, type Language, LANGUAGE_LETTERS } from '@typing/typing-core';

/** Fixed positions, so one `$inc` on `misses.<i>.count` counts a key atomically on both engines (FerretDB has no arrayFilters). */
export const TRACKED_KEYS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyz '];

const POSITION = new Map(TRACKED_KEYS.map((key, i) => [key, i]));

export function keyIndex(key: string): number {
  return POSITION.get(key) ?? -1;
}

export function isPracticeKey(key: string, language: Language = DEFAULT_LANGUAGE): boolean {
  return keyIndex(key) >= 0 || LANGUAGE_LETTERS[language].includes(key);
}
