/**
 * Group commit: calls that arrive while a batch is being written wait and go together in the
 * next batch, so N concurrent callers cost a few database commands instead of N times a few.
 * No timer decides the batch: the first caller starts one at the end of the current event-loop
 * turn (whatever arrived in the same turn joins it), later callers join the next one, which
 * starts as soon as the running batch ends. A lone caller therefore waits for nothing; under
 * load the batch grows with the time a write takes. Each caller gets its own item's outcome
 * only after the whole batch has been written.
 */
/** Most items one batch writes (the rest wait for the next). */
export const MAX_BATCH = 256;

export class GroupCommit<Item, Outcome> {
  private queue: { item: Item; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void }[] = [];
  private running = false;
  private scheduled = false;

  /**
   * @param write writes a batch and answers one settled outcome per item, in order (a rejected
   *   entry fails only its caller); a thrown error fails every caller of the batch.
   */
  constructor(
    private readonly write: (items: Item[]) => Promise<PromiseSettledResult<Outcome>[]>,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  submit(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.runBatch();
    });
  }

  private async runBatch(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    const batch = this.queue.splice(0, this.maxBatch);
    try {
      const outcomes = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => {
        const outcome = outcomes[i];
        if (outcome?.status === 'fulfilled') entry.resolve(outcome.value);
        else entry.reject(outcome ? outcome.reason : new Error('group commit: no outcome for an item'));
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}
