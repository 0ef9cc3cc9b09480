import {
  applyKey,
  createTest,
  DEFAULT_TEST_DURATION,
  elapsedMs,
  isTimerWarning,
  liveWpm,
  remainingSeconds,
  TIMED_TEST,
  type TestOptions,
  tick,
  withDuration,
  type TypingState,
} from '@typing/typing-core';

/**
 * The page's typing-test state: the engine's state plus the clock reading the timer shows. A
 * reducer over the engine's O(1) transitions; it returns the same object when nothing visible
 * changed, so React skips the render (a 250 ms tick re-renders only when a second has passed).
 */
export interface TypingSession {
  readonly test: TypingState;
  readonly nowMs: number;
}

export type TypingAction =
  | { readonly type: 'key'; readonly key: string; readonly atMs: number }
  | { readonly type: 'tick'; readonly nowMs: number }
  | { readonly type: 'duration'; readonly seconds: number }
  /** Tab and the New Text / Try Again buttons: a new text, same duration and options. */
  | { readonly type: 'new-text'; readonly text: string }
  /** Other test options (mode, extras), with a text for them. */
  | { readonly type: 'options'; readonly options: TestOptions; readonly text: string }
  /** Esc: back to idle over the same text. */
  | { readonly type: 'cancel' }
  /** Try Again: the same text, options and duration from the start (Monkeytype's "repeat test"). */
  | { readonly type: 'repeat' };

export function startSession(
  text: string,
  durationSeconds: number = DEFAULT_TEST_DURATION,
  options: TestOptions = TIMED_TEST,
): TypingSession {
  return { test: createTest(text, durationSeconds, options), nowMs: 0 };
}

export function typingReducer(session: TypingSession, action: TypingAction): TypingSession {
  const { test } = session;
  switch (action.type) {
    case 'key': {
      const next = applyKey(test, action.key, action.atMs);
      return next === test ? session : { test: next, nowMs: action.atMs };
    }
    case 'tick': {
      const next = tick(test, action.nowMs);
      if (next !== test) return { test: next, nowMs: action.nowMs };
      const unchanged =
        remainingSeconds(test, action.nowMs) === remainingSeconds(test, session.nowMs) &&
        isTimerWarning(test, action.nowMs) === isTimerWarning(test, session.nowMs);
      return unchanged ? session : { test, nowMs: action.nowMs };
    }
    case 'duration': {
      const next = withDuration(test, action.seconds);
      return next === test ? session : { ...session, test: next };
    }
    case 'new-text':
      return startSession(action.text, test.durationSeconds, test.options);
    case 'options':
      return startSession(action.text, test.durationSeconds, action.options);
    case 'cancel':
    case 'repeat':
      return test.status === 'idle' ? session : startSession(test.sampleText, test.durationSeconds, test.options);
  }
}

/** The live WPM waits this long: over a near-zero time the spec's formula reads "1000 wpm" after one key. */
export const LIVE_WPM_AFTER_MS = 1000;

/** The live WPM to show while typing, or null during the first second (the result keeps the spec's formula). */
export function shownLiveWpm({ test, nowMs }: TypingSession): number | null {
  return elapsedMs(test, nowMs) < LIVE_WPM_AFTER_MS ? null : liveWpm(test, nowMs);
}
