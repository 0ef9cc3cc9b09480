import { type BoardKind, RANKED_TICKET_LIMITS, type RankedTest, rankedTestText } from '@typing/contracts/web';
import { useCallback, useMemo, useRef } from 'react';
import { useIssueRankedTestMutation } from './ranked-test.api';

/** A test the server issued: the words drawn from its seed, and the ticket its save carries. */
export interface RankedStart {
  readonly kind: BoardKind;
  readonly text: string;
  readonly ticket: string;
  /** When this page received it, by its own clock (the server's may differ). */
  readonly receivedAtMs: number;
}

const toStart = (test: RankedTest): RankedStart => ({
  kind: test.kind,
  text: rankedTestText(test.kind, test.seed),
  ticket: test.ticket,
  receivedAtMs: Date.now(),
});

/** Young enough to be typed on: a ticket older than this is asked for again. */
export const isFresh = (start: RankedStart, nowMs = Date.now()) =>
  nowMs - start.receivedAtMs < RANKED_TICKET_LIMITS.refreshAfterMs;

interface Slot {
  start: RankedStart | null;
  readonly promise: Promise<RankedStart | null>;
}

export interface RankedTests {
  /** A test of `kind` ready now (the next one is asked for at once), or null. */
  take(kind: BoardKind): RankedStart | null;
  /** A test of `kind` once the server answers; null for a guest or when none can be had. */
  next(kind: BoardKind): Promise<RankedStart | null>;
}

/**
 * Tests that can rank, for a member (issue 29): one is kept ready per board kind, so a new test
 * starts on an issued text without waiting, and typing never waits on the network.
 */
export function useRankedTests(isSignedIn: boolean): RankedTests {
  const [issue] = useIssueRankedTestMutation();
  const slots = useRef(new Map<BoardKind, Slot>());

  const refill = useCallback(
    (kind: BoardKind): Slot => {
      const slot: Slot = {
        start: null,
        promise: issue({ kind })
          .unwrap()
          .then(toStart, () => null),
      };
      void slot.promise.then((start) => {
        slot.start = start;
        // A failed ask is not kept: the next test asks again.
        if (!start && slots.current.get(kind) === slot) slots.current.delete(kind);
      });
      slots.current.set(kind, slot);
      return slot;
    },
    [issue],
  );

  const take = useCallback(
    (kind: BoardKind) => {
      if (!isSignedIn) return null;
      const start = slots.current.get(kind)?.start;
      if (!start || !isFresh(start)) return null;
      refill(kind);
      return start;
    },
    [isSignedIn, refill],
  );

  const next = useCallback(
    async (kind: BoardKind) => {
      if (!isSignedIn) return null;
      let slot = slots.current.get(kind);
      if (!slot || (slot.start && !isFresh(slot.start))) slot = refill(kind);
      const start = await slot.promise;
      // Whoever resumes first takes it; a second waiter on the same slot gets none.
      if (!start || slots.current.get(kind) !== slot) return null;
      refill(kind);
      return start;
    },
    [isSignedIn, refill],
  );

  return useMemo(() => ({ take, next }), [take, next]);
}
