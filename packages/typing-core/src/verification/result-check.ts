import { TEST_DURATIONS_SECONDS, isTestDuration } from '../constants';
import type { HindiLayoutId } from '../hindi/layout';
import { recomputeResult, type ResultText, type ScoredResult } from '../figures/result';
import { words } from '../texts/sample-text';
import { MAX_UNTIMED_SECONDS, type TestMode } from '../engine/test-options';
import { compareKeyCounts, weakKeyStats, type KeyCount } from '../figures/weak-keys';

export interface SubmittedResult extends ResultText, ScoredResult {
  readonly mode?: TestMode;
  readonly durationSeconds?: number;
  readonly wordCount?: number;
  readonly wrongKeyPresses: readonly string[];
  readonly correctPresses: number;
  readonly weakKeyStats?: readonly KeyCount[];
  /** Physical keys, one of which may type several characters, so the per-character checks do not apply. */
  readonly layout?: HindiLayoutId;
}

export type ResultProblem =
  | 'invalid-duration'
  | 'elapsed-out-of-range'
  | 'score-mismatch'
  | 'presses-missing'
  | 'weak-keys-mismatch'
  | 'wrong-presses-missing'
  | 'word-count-mismatch';

const LONGEST_TEST_SECONDS = Math.max(...TEST_DURATIONS_SECONDS);

/** It cannot prove the typing happened — only that the numbers follow from the text, time and keystroke summary. */
export function checkSubmittedResult(result: SubmittedResult): ResultProblem[] {
  const problems: ResultProblem[] = [];
  const { sampleText, userInput, elapsedSeconds, durationSeconds } = result;

  if (durationSeconds !== undefined && !isTestDuration(durationSeconds)) problems.push('invalid-duration');
  const untimed = result.mode !== undefined && result.mode !== 'time';
  if (untimed && durationSeconds !== undefined) problems.push('invalid-duration');
  const limit = untimed
    ? MAX_UNTIMED_SECONDS
    : durationSeconds !== undefined && isTestDuration(durationSeconds)
      ? durationSeconds
      : LONGEST_TEST_SECONDS;
  if (!Number.isFinite(elapsedSeconds) || elapsedSeconds < 0 || elapsedSeconds > limit) {
    problems.push('elapsed-out-of-range');
  }

  const wrongPresses = result.wrongKeyPresses;
  const expected = recomputeResult(result, {
    correctPresses: result.correctPresses,
    wrongPresses: wrongPresses.length,
  });
  if (
    expected.wpm !== result.wpm ||
    expected.netWpm !== result.netWpm ||
    expected.rawWpm !== result.rawWpm ||
    expected.accuracy !== result.accuracy ||
    expected.correctChars !== result.correctChars ||
    expected.incorrectChars !== result.incorrectChars
  ) {
    problems.push('score-mismatch');
  }
  const byKey = result.layout !== undefined;
  if (!Number.isInteger(result.correctPresses) || (!byKey && result.correctPresses < expected.correctChars)) {
    problems.push('presses-missing');
  }

  if (result.weakKeyStats !== undefined && !sameKeyCounts(result.weakKeyStats, weakKeyStats(wrongPresses))) {
    problems.push('weak-keys-mismatch');
  }
  if (!byKey && !coversFinalErrors(sampleText, userInput, wrongPresses)) problems.push('wrong-presses-missing');
  if (result.mode === 'words' && words(sampleText).length !== result.wordCount) problems.push('word-count-mismatch');
  return problems;
}

function sameKeyCounts(a: readonly KeyCount[], b: readonly KeyCount[]): boolean {
  const sortedA = [...a].sort(compareKeyCounts);
  const sortedB = [...b].sort(compareKeyCounts);
  return (
    sortedA.length === sortedB.length &&
    sortedA.every((entry, i) => entry.key === sortedB[i].key && entry.count === sortedB[i].count)
  );
}

/** Each wrong character left was a wrong press of the sample character there, so it must be among the wrong presses. */
function coversFinalErrors(sampleText: string, userInput: string, wrongPresses: readonly string[]): boolean {
  const available = new Map<string, number>();
  for (const key of wrongPresses) available.set(key, (available.get(key) ?? 0) + 1);
  const end = Math.min(userInput.length, sampleText.length);
  for (let i = 0; i < end; i++) {
    if (userInput[i] === sampleText[i]) continue;
    const left = available.get(sampleText[i]) ?? 0;
    if (left === 0) return false;
    available.set(sampleText[i], left - 1);
  }
  return true;
}
