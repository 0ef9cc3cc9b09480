/**
 * Why a saved result is held off the leaderboards (issue 17): its key log, replayed and judged by
 * the engine (keyLogProblems), and a timed test stopped before its time. Recorded on the result,
 * never told to the client. Only results of a board's kind are judged: the others cannot rank.
 */
import { BOARD_KINDS, type SaveResultRequest, type TestKind } from '@typing/contracts';
import { keyLogProblems } from '@typing/typing-core';

export function rankingHolds(result: SaveResultRequest, kind: TestKind): string[] {
  if (!(BOARD_KINDS as readonly string[]).includes(kind)) return [];
  const holds: string[] = keyLogProblems({ ...result, mode: result.mode ?? 'time' });
  // A timed board ranks whole tests: Enter before the time is up makes a sprint, not a 60 s test.
  if ((result.mode ?? 'time') === 'time' && result.elapsedSeconds < (result.durationSeconds ?? 0)) {
    holds.push('ended-early');
  }
  return holds;
}
