import { MEMBER_RESULTS_CAP } from '@typing/contracts';
import { MAX_BATCH } from '@typing/service-kit';

/**
 * The per-member cap on stored results, kept without a database command: counting a
 * member's saves answers their number of tests (the totals' `tests`, which every save moves
 * anyway), and this process keeps that number for the members within a batch of the cap. A
 * member it does not keep is at least a whole batch below the cap as far as it knows, so one
 * batch cannot take them past it; one it has never counted (just after a start) is let through
 * once and kept from its answer on. Bounds: exact for the saves this process counts once it has
 * counted one of the member's batches; over by at most one batch per replica start, plus what
 * another replica counts between two of this one's batches. It never refuses a member below the
 * cap: the number it keeps only lags behind the real one.
 */
export class ResultCap {
  /** Members at or near the cap, with their number of tests when last counted here. */
  private readonly nearCap = new Map<string, number>();

  constructor(
    private readonly cap = MEMBER_RESULTS_CAP,
    /** Members this close to the cap are kept: at least the most one batch may add. */
    private readonly margin = MAX_BATCH,
  ) {}

  /** How many more results the member may store, as far as this process knows. */
  room(userId: string): number {
    const tests = this.nearCap.get(userId);
    return tests === undefined ? Infinity : Math.max(0, this.cap - tests);
  }

  /** The member's number of tests just after this process counted some of their saves. */
  counted(userId: string, tests: number): void {
    if (tests >= this.cap - this.margin) this.nearCap.set(userId, tests);
    else this.nearCap.delete(userId);
  }

  /** The member's results are gone (account deletion). */
  forget(userId: string): void {
    this.nearCap.delete(userId);
  }
}
