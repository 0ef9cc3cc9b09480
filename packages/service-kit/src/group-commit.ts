/**
 * Group commit: calls that arrive while a batch is being written wait and go together in the
 * next batch, so N concurrent callers cost a few database commands instead of N times a few.
 * No timer decides the batch: the first caller starts one at the end of the current event-loop
 * turn (whatever arrived in the same turn joins it), later callers join the next one, which
 * starts as soon as the running batch ends. A lone caller therefore waits for nothing; under
 * load the batch grows with the time a write takes. Each caller gets its own item's outcome
 * only after the whole batch has been written.
 */
import { Logger } from '@nestjs/common';
import { withDeadline } from './deadline';

/** Most items one batch writes (the rest wait for the next). */
export const MAX_BATCH = 256;
/**
 * How long one batch may hold the callers behind it. A write that never settles would otherwise
 * stall every later caller of the process for good (a fault suite run in CI: every save 504 for
 * minutes after the MongoDB engine was killed). Past this, the batch's callers fail and the next
 * batch starts. A healthy batch takes milliseconds; at 5 s the gateway has given up on every
 * caller of the batch anyway (its RPC deadline), so waiting longer would only hold the next ones.
 */
export const BATCH_DEADLINE_MS = 5000;

/** A batch's write did not finish within its deadline (see BATCH_DEADLINE_MS): a database that does not answer. */
export class BatchDeadlineError extends Error {
  override readonly name = 'BatchDeadlineError';
}

export class GroupCommit<Item, Outcome> {
  private readonly logger = new Logger(GroupCommit.name);
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
    private readonly deadlineMs = BATCH_DEADLINE_MS,
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
    const started = Date.now();
    let givenUp = false;
    try {
      const written = this.write(batch.map((entry) => entry.item));
      // Whether a batch given up on was slow or never finishes is what tells the cause apart.
      const late = () => {
        if (givenUp)
          this.logger.warn(`a batch given up on finished after all, ${Date.now() - started} ms after it began`);
      };
      written.then(late, late);
      const outcomes = await withDeadline(written, this.deadlineMs, () => {
        givenUp = true;
        this.logger.error(
          `a batch of ${batch.length} has not finished after ${this.deadlineMs} ms: its callers fail, the next batch starts`,
        );
        return new BatchDeadlineError(`the batch's writes did not finish within ${this.deadlineMs} ms`);
      });
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
