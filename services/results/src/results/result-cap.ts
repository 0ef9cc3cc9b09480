import { MEMBER_RESULTS_CAP } from '@typing/contracts';
import { MAX_BATCH } from '@typing/service-kit';

/** Kept without a database command: it may let one batch past the cap after a start, never refuses a member below it. */
export class ResultCap {
  private readonly nearCap = new Map<string, number>();

  constructor(
    private readonly cap = MEMBER_RESULTS_CAP,
    private readonly margin = MAX_BATCH,
  ) {}

  room(userId: string): number {
    const tests = this.nearCap.get(userId);
    return tests === undefined ? Infinity : Math.max(0, this.cap - tests);
  }

  counted(userId: string, tests: number): void {
    if (tests >= this.cap - this.margin) this.nearCap.set(userId, tests);
    else this.nearCap.delete(userId);
  }

  forget(userId: string): void {
    this.nearCap.delete(userId);
  }
}
