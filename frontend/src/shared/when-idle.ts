/** Runs `work` when the main thread is idle (at the latest after `timeout` ms); answers a cancel for an effect's cleanup. */
export function whenIdle(work: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(work);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(work, timeout === undefined ? undefined : { timeout });
  return () => cancelIdleCallback(id);
}
