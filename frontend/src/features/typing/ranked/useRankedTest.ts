import { RANKED_TICKET_LIMITS, rankedKindOf } from '@typing/contracts/web';
import type { TestOptions } from '@typing/typing-core';
import { type Dispatch, useCallback, useEffect, useMemo } from 'react';
import { rankedKindOfTest, type TypingAction, type TypingSession } from '../test/typing-session';
import { NO_RANKED_TESTS, RankedTestSlots } from './ranked-test-slots';
import { useIssueRankedTestMutation } from './ranked-test.api';

/** A member's server-issued test, fetched while idle and before its ticket ages; `takeReady` uses a ready one. */
export function useRankedTest(
  userId: string | undefined,
  session: TypingSession,
  dispatch: Dispatch<TypingAction>,
  offered: boolean,
) {
  const [issue] = useIssueRankedTestMutation();
  const ranked = useMemo(
    () => (userId ? new RankedTestSlots((kind) => issue({ kind }).unwrap()) : NO_RANKED_TESTS),
    [userId, issue],
  );

  const rankedKind = offered ? rankedKindOfTest(session.test) : null;
  const idle = session.test.status === 'idle';
  const issued = session.ranked;
  useEffect(() => {
    if (!rankedKind || !idle || issued === null) return;
    let live = true;
    const ask = () =>
      void ranked
        .next(rankedKind, () => live)
        .then((start) => {
          if (start) dispatch({ type: 'ranked', start });
        });
    const timer = issued
      ? window.setTimeout(ask, issued.receivedAtMs + RANKED_TICKET_LIMITS.refreshAfterMs - Date.now())
      : (ask(), undefined);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [rankedKind, idle, issued, ranked, dispatch]);

  return useCallback(
    (options: TestOptions, durationSeconds: number) => {
      const kind = rankedKindOf({ ...options, durationSeconds });
      const start = kind && ranked.take(kind);
      if (start) dispatch({ type: 'ranked', start });
    },
    [ranked, dispatch],
  );
}
