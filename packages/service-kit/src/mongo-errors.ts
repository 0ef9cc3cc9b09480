/** MongoDB's (and FerretDB's) duplicate-key error: a unique index refused the write. */
export const DUPLICATE_KEY = 11000;

/** True when `error` is a duplicate-key refusal (a parallel or repeated insert met a unique index). */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}
