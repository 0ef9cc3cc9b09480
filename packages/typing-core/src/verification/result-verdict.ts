import { EDIT_OVERRUN } from '../engine/edit-press';
import type { QuoteLength } from '../engine/test-options';
import { extrasProblems, type ExtrasProblem, type ResultExtras } from './extras-check';
import {
  judgeKeyLog,
  replayKeyLog,
  type KeyLogContradiction,
  type KeyLogHold,
  type KeyLogReplay,
  type ReplayableResult,
} from './key-log-check';
import { checkSubmittedResult, type ResultProblem, type SubmittedResult } from './result-check';

export type JudgedResult = SubmittedResult & ReplayableResult & ResultExtras;

/** What only the server knows, as data: the length of the passage it serves with this very text, if any. */
export interface SubmissionContext {
  readonly servedPassageLength: QuoteLength | undefined;
  /** A Hindi layout's replay, passed in because its tables load from '@typing/typing-core/hindi', not this entry. */
  readonly replayLayoutKeys: KeyLogReplay;
}

export type SubmissionProblem = ResultProblem | ExtrasProblem | 'unknown-passage' | KeyLogContradiction;

export type RankingHold = KeyLogHold | 'ended-early';

/** Too long an input is a bad request; problems refuse the result; holds save it but keep it off the boards. */
export type ResultVerdict =
  | { readonly outcome: 'input-too-long' }
  | { readonly outcome: 'refused'; readonly problems: readonly SubmissionProblem[] }
  | { readonly outcome: 'accepted'; readonly holds: readonly RankingHold[] };

export function judgeSubmittedResult(result: JudgedResult, context: SubmissionContext): ResultVerdict {
  // A typewriter layout's half form may run past the sample until ा completes it.
  const overrun = result.layout !== undefined ? EDIT_OVERRUN : 0;
  if (result.userInput.length > result.sampleText.length + overrun) return { outcome: 'input-too-long' };
  const keyLog = judgeKeyLog(result, result.layout !== undefined ? context.replayLayoutKeys : replayKeyLog);
  const problems: SubmissionProblem[] = [...checkSubmittedResult(result), ...extrasProblems(result)];
  if (result.mode === 'quote' && context.servedPassageLength !== result.quoteLength) problems.push('unknown-passage');
  problems.push(...keyLog.contradictions);
  if (problems.length > 0) return { outcome: 'refused', problems };
  return { outcome: 'accepted', holds: endedEarly(result) ? [...keyLog.holds, 'ended-early'] : keyLog.holds };
}

/** A timed board ranks whole tests: Enter before the time is up makes a sprint, not a 60 s test. */
function endedEarly(result: JudgedResult): boolean {
  return (result.mode ?? 'time') === 'time' && result.elapsedSeconds < (result.durationSeconds ?? 0);
}
