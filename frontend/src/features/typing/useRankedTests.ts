import { useMemo } from 'react';
import { NO_RANKED_TESTS, RankedTestSlots, type RankedTests } from './ranked-test-slots';
import { useIssueRankedTestMutation } from './ranked-test.api';

/**
 * The signed-in member's tests that can rank, kept for that member only: another member
 * signing in starts with none (a ticket names its member). A guest asks for nothing.
 */
export function useRankedTests(userId: string | undefined): RankedTests {
  const [issue] = useIssueRankedTestMutation();
  return useMemo(
    () => (userId ? new RankedTestSlots((kind) => issue({ kind }).unwrap()) : NO_RANKED_TESTS),
    [userId, issue],
  );
}
