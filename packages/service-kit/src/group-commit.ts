/** Calls arriving during a batch go together in the next, which starts when it ends; a lone caller waits for none. */
import { Logger } from '@nestjs/common';
import { withDeadline } from './deadline';

export const MAX_BATCH = 256;
/** A write that never settles would stall every later caller; at 5 s the gateway's RPC deadline has given up anyway. */
export const BATCH_DEADLINE_MS = 5000;

export class BatchDeadlineError extends Error {
  override readonly name = 'BatchDeadlineError';
}

export class GroupCommit<Item, Outcome> {
  private readonly logger = new Logger(GroupCommit.name);
  private queue: { item: Item; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void }[] = [];
  private running = false;
  private scheduled = false;

  /** `write` answers one settled outcome per item, in order; a thrown error fails the whole batch. */
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
