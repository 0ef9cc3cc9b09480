/** Without a floor, the answer's timing alone would tell whether an address has an account. */
export const STEADY_ANSWER_MS = 250;

export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    // A timer may fire up to a millisecond early, so the floor is checked again after each wait.
    for (let left = floorMs - (performance.now() - started); left > 0; left = floorMs - (performance.now() - started)) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
    }
  }
}
