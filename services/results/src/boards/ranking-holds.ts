/**
 * Why a saved result is held off the leaderboards: what its key log's judgement found
 * (judgeKeyLog: no log, too fast, too even, a log ending elsewhere than reported), and a timed test
 * stopped before its time. Recorded on the result and sent with `results.saved`, never told to the
 * client.
 */
import type { SaveResultRequest } from '@typing/contracts';
import type { RankingHold } from '@typing/typing-core';

export function rankingHolds(
  result: Pick<SaveResultRequest, 'mode' | 'elapsedSeconds' | 'durationSeconds'>,
  logHolds: readonly RankingHold[],
): string[] {
  const holds: string[] = [...logHolds];
  // A timed board ranks whole tests: Enter before the time is up makes a sprint, not a 60 s test.
  if ((result.mode ?? 'time') === 'time' && result.elapsedSeconds < (result.durationSeconds ?? 0)) {
    holds.push('ended-early');
  }
  return holds;
}
