/**
 * How long forgot-password and resend-code take to answer, at least. A known address costs a
 * database write and a queued mail (≈ 10–40 ms here), an unknown one a single lookup; without a
 * floor, the answer's timing alone would tell whether an address has an account.
 */
export const STEADY_ANSWER_MS = 250;

/** Runs `work` and settles no sooner than `floorMs` after the start, whatever it found or threw. */
export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    // A timer may fire up to a millisecond early (it counts from the event loop's cached time), so
    // the floor is checked again after each wait (CI once saw 249.97 ms for a 250 ms floor).
    for (let left = floorMs - (performance.now() - started); left > 0; left = floorMs - (performance.now() - started)) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
    }
  }
}
