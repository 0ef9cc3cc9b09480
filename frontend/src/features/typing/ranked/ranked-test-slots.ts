import { type BoardKind, RANKED_TICKET_LIMITS, type RankedTest, rankedTestText } from '@typing/contracts/web';

/** A test the server issued: the words drawn from its seed, and the ticket its save carries. */
export interface RankedStart {
  readonly kind: BoardKind;
  readonly text: string;
  readonly ticket: string;
  /** When this page received it, by its own clock (the server's may differ). */
  readonly receivedAtMs: number;
}

/** Young enough to be typed on: a ticket older than this is asked for again. */
const isFresh = (start: RankedStart, nowMs = Date.now()) =>
  nowMs - start.receivedAtMs < RANKED_TICKET_LIMITS.refreshAfterMs;

export interface RankedTests {
  /** A test of `kind` ready now (the next one is asked for at once), or null. */
  take(kind: BoardKind): RankedStart | null;
  /** A test of `kind` once the server answers; null when none can be had or the caller no longer `wanted` it. */
  next(kind: BoardKind, wanted: () => boolean): Promise<RankedStart | null>;
}

/** A guest's: nothing is asked, nothing ranks. */
export const NO_RANKED_TESTS: RankedTests = { take: () => null, next: () => Promise.resolve(null) };

interface Slot {
  start: RankedStart | null;
  readonly promise: Promise<RankedStart | null>;
}

/** Keeps one issued test ready per board kind, so a new test never waits on the network. */
export class RankedTestSlots implements RankedTests {
  private readonly slots = new Map<BoardKind, Slot>();

  constructor(private readonly ask: (kind: BoardKind) => Promise<RankedTest>) {}

  take(kind: BoardKind): RankedStart | null {
    const start = this.slots.get(kind)?.start;
    if (!start || !isFresh(start)) return null;
    this.refill(kind);
    return start;
  }

  async next(kind: BoardKind, wanted: () => boolean): Promise<RankedStart | null> {
    let slot = this.slots.get(kind);
    if (!slot || (slot.start && !isFresh(slot.start))) slot = this.refill(kind);
    const start = await slot.promise;
    // The first waiter that still wants it takes it; another waiter on the same slot gets none.
    if (!start || !wanted() || this.slots.get(kind) !== slot) return null;
    this.refill(kind);
    return start;
  }

  private refill(kind: BoardKind): Slot {
    const slot: Slot = {
      start: null,
      promise: this.ask(kind).then(
        (test) => ({
          kind: test.kind,
          text: rankedTestText(test.kind, test.seed),
          ticket: test.ticket,
          receivedAtMs: Date.now(),
        }),
        () => null,
      ),
    };
    void slot.promise.then((start) => {
      slot.start = start;
      // A failed ask is not kept: the next test asks again.
      if (!start && this.slots.get(kind) === slot) this.slots.delete(kind);
    });
    this.slots.set(kind, slot);
    return slot;
  }
}
