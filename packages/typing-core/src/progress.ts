import { TIMER_WARNING_SECONDS } from './constants';
import { deadlineMs, limitSeconds, type TypingState } from './keystroke';
import { accuracyPercent, wordsPerMinute } from './metrics';
import { type KeyCount, sortedKeyCounts } from './weak-keys';

/**
 * Live read-outs of a test for the page, each O(1) (weak keys: O(distinct keys)). Times are
 * the page's monotonic clock in milliseconds.
 */

/**
 * Milliseconds of the duration used so far: 0 before the start, the time up to completion after it
 * (ARCHITECTURE: the Time tile and WPM use the time actually used). While running without a clock
 * reading, the time of the last keystroke is used.
 */
export function elapsedMs(state: TypingState, nowMs?: number): number {
  if (state.startedAtMs === null) return 0;
  if (state.completedAtMs !== null) return state.completedAtMs - state.startedAtMs;
  const deadline = deadlineMs(state) ?? state.startedAtMs;
  const lastKeyAtMs = state.lastKeyAtMs ?? state.startedAtMs;
  const now = nowMs === undefined || Number.isNaN(nowMs) ? lastKeyAtMs : Math.max(nowMs, lastKeyAtMs);
  return Math.min(now, deadline) - state.startedAtMs;
}

/** Whole seconds left on the countdown, rounded up as a countdown shows them. */
export function remainingSeconds(state: TypingState, nowMs?: number): number {
  return Math.max(0, Math.ceil((limitSeconds(state) * 1000 - elapsedMs(state, nowMs)) / 1000));
}

/** Whole seconds used so far (what an untimed test's clock shows). */
export function elapsedWholeSeconds(state: TypingState, nowMs?: number): number {
  return Math.floor(elapsedMs(state, nowMs) / 1000);
}

/** The timer turns red under 10 seconds left, while a timed test runs. */
export function isTimerWarning(state: TypingState, nowMs?: number): boolean {
  return (
    state.options.mode === 'time' &&
    state.status === 'running' &&
    remainingSeconds(state, nowMs) < TIMER_WARNING_SECONDS
  );
}

/** "Word n of m": the 1-based sample word under the cursor (the last word once the input is full). */
export function currentWord(state: TypingState): { readonly current: number; readonly total: number } {
  const total = state.sampleWordCount;
  const position = state.userInput.length;
  const current = position >= state.sampleText.length ? total : state.sampleWordIndex[position] + 1;
  return { current: Math.min(current, total), total };
}

export function liveWpm(state: TypingState, nowMs?: number): number {
  return wordsPerMinute(state.typedWords, Math.round(elapsedMs(state, nowMs)) / 1000);
}

/** Accuracy over the presses so far, as the result computes it (correct ÷ all character presses). */
export function liveAccuracy(state: TypingState): number {
  const presses = state.presses?.size ?? 0;
  return accuracyPercent(presses - state.wrongPressCount, presses);
}

/** Keys mistyped so far, most errors first (for the on-screen keyboard's red keys and badge). */
export function liveWeakKeys(state: TypingState): KeyCount[] {
  return sortedKeyCounts(state.wrongKeyCounts);
}
