/** MongoDB's (and FerretDB's) duplicate-key error: a unique index refused the write. */
export const DUPLICATE_KEY = 11000;

/** True when `error` is a duplicate-key refusal (a parallel or repeated insert met a unique index). */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}

/**
 * The statements a bulk write (or an unordered insertMany) refused one by one, by their index;
 * none for an error that is not such a refusal (one that never reached the database).
 */
export function writeErrorsOf(error: unknown): { index: number; code?: unknown }[] {
  const failures = (error as { writeErrors?: unknown } | null)?.writeErrors;
  return Array.isArray(failures) ? (failures as { index: number; code?: unknown }[]) : [];
}
