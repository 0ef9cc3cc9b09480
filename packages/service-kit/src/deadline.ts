/** Settles like `work`, or rejects with `failure` (a message, or the error) once `ms` have passed, whichever comes first. */
export async function withDeadline<T>(work: Promise<T>, ms: number, failure: string | (() => Error)): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(typeof failure === 'string' ? new Error(failure) : failure()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
