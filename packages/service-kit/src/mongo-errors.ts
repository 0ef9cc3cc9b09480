/** FerretDB uses the same code. */
export const DUPLICATE_KEY = 11000;

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}

/** Empty for an error that never reached the database. */
export function writeErrorsOf(error: unknown): { index: number; code?: unknown }[] {
  const failures = (error as { writeErrors?: unknown } | null)?.writeErrors;
  return Array.isArray(failures) ? (failures as { index: number; code?: unknown }[]) : [];
}
