import { TIMER_WARNING_SECONDS } from '../constants';
import { deadlineMs, limitSeconds, type TypingState } from '../engine/typing-test';
import { accuracyPercent, wordsPerMinute } from './metrics';
import { type KeyCount, sortedKeyCounts } from './weak-keys';

/** Live read-outs, each O(1) (weak keys: O(distinct keys)); times are the page's monotonic clock. */
/** The time actually used (ARCHITECTURE: Time tile and WPM); without a clock reading, up to the last keystroke. */
export function elapsedMs(state: TypingState, nowMs?: number): number {
  if (state.startedAtMs === null) return 0;
  if (state.completedAtMs !== null) return state.completedAtMs - state.startedAtMs;
  const deadline = deadlineMs(state) ?? state.startedAtMs;
  const lastKeyAtMs = state.lastKeyAtMs ?? state.startedAtMs;
  const now = nowMs === undefined || Number.isNaN(nowMs) ? lastKeyAtMs : Math.max(nowMs, lastKeyAtMs);
  return Math.min(now, deadline) - state.startedAtMs;
}

export function remainingSeconds(state: TypingState, nowMs?: number): number {
  return Math.max(0, Math.ceil((limitSeconds(state) * 1000 - elapsedMs(state, nowMs)) / 1000));
}

export function elapsedWholeSeconds(state: TypingState, nowMs?: number): number {
  return Math.floor(elapsedMs(state, nowMs) / 1000);
}

export function isTimerWarning(state: TypingState, nowMs?: number): boolean {
  return (
    state.options.mode === 'time' &&
    state.status === 'running' &&
    remainingSeconds(state, nowMs) < TIMER_WARNING_SECONDS
  );
}

/** 1-based; the last word once the input is full. */
export function currentWord(state: TypingState): { readonly current: number; readonly total: number } {
  const total = state.sampleWordCount;
  const position = state.userInput.length;
  const current = position >= state.sampleText.length ? total : state.sampleWordIndex[position] + 1;
  return { current: Math.min(current, total), total };
}

export function liveWpm(state: TypingState, nowMs?: number): number {
  return wordsPerMinute(state.typedWords, Math.round(elapsedMs(state, nowMs)) / 1000);
}

export function liveAccuracy(state: TypingState): number {
  const presses = state.presses?.size ?? 0;
  return accuracyPercent(presses - state.wrongPressCount, presses);
}

export function liveWeakKeys(state: TypingState): KeyCount[] {
  return sortedKeyCounts(state.wrongKeyCounts);
}
