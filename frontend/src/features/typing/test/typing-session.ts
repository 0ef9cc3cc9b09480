import { type BoardKind, rankedKindOf } from '@typing/contracts/web';
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
import type { RankedStart } from '../ranked/ranked-test-slots';

/**
 * The page's typing-test state: the engine's state plus the clock reading the timer shows. A
 * reducer over the engine's O(1) transitions; it returns the same object when nothing visible
 * changed, so React skips the render (a 250 ms tick re-renders only when a second has passed).
 */
export interface TypingSession {
  readonly test: TypingState;
  readonly nowMs: number;
  /**
   * A test the server issued: its ticket, which the save carries so the result can rank.
   * Null when this text stays as it is (Try Again, Esc): no issued text replaces it. Absent: a
   * member's test of a board's kind takes the next issued one while idle.
   */
  readonly ranked?: RankedTicket | null;
}

interface RankedTicket {
  readonly ticket: string;
  readonly receivedAtMs: number;
}

export type TypingAction =
  | { readonly type: 'key'; readonly key: string; readonly atMs: number }
  /**
   * A key whose transition a later chunk computes (a Hindi test's key through its layout's emulator),
   * so the page's first bundle carries none of it; `next` is pure, like every transition here.
   */
  | { readonly type: 'apply'; readonly next: (test: TypingState) => TypingState; readonly atMs: number }
  | { readonly type: 'tick'; readonly nowMs: number }
  | { readonly type: 'duration'; readonly seconds: number }
  /** Tab and the New Text / Try Again buttons: a new text, same duration and options. */
  | { readonly type: 'new-text'; readonly text: string }
  /** Other test options (mode, extras), with a text for them. */
  | { readonly type: 'options'; readonly options: TestOptions; readonly text: string }
  /** A test the server issued for the current options: taken only before the first key. */
  | { readonly type: 'ranked'; readonly start: RankedStart }
  /** Esc: back to idle over the same text. */
  | { readonly type: 'cancel' }
  /** Try Again: the same text, options and duration from the start (Monkeytype's "repeat test"). */
  | { readonly type: 'repeat' };

export function startSession(
  text: string,
  durationSeconds: number = DEFAULT_TEST_DURATION,
  options: TestOptions = TIMED_TEST,
  ranked?: TypingSession['ranked'],
): TypingSession {
  return { test: createTest(text, durationSeconds, options), nowMs: 0, ...(ranked !== undefined ? { ranked } : {}) };
}

/** The board the session's test would rank on, if any. */
export const rankedKindOfTest = ({ options, durationSeconds }: TypingState): BoardKind | null =>
  rankedKindOf({ ...options, durationSeconds });

export function typingReducer(session: TypingSession, action: TypingAction): TypingSession {
  const { test } = session;
  switch (action.type) {
    case 'key': {
      const next = applyKey(test, action.key, action.atMs);
      return next === test ? session : { ...session, test: next, nowMs: action.atMs };
    }
    case 'apply': {
      const next = action.next(test);
      return next === test ? session : { ...session, test: next, nowMs: action.atMs };
    }
    case 'tick': {
      const next = tick(test, action.nowMs);
      if (next !== test) return { ...session, test: next, nowMs: action.nowMs };
      const unchanged =
        remainingSeconds(test, action.nowMs) === remainingSeconds(test, session.nowMs) &&
        isTimerWarning(test, action.nowMs) === isTimerWarning(test, session.nowMs);
      return unchanged ? session : { ...session, nowMs: action.nowMs };
    }
    case 'duration': {
      const next = withDuration(test, action.seconds);
      // Another duration is another test: its ticket would not match.
      return next === test ? session : { test: next, nowMs: session.nowMs };
    }
    case 'new-text':
      return startSession(action.text, test.durationSeconds, test.options);
    case 'options':
      return startSession(action.text, test.durationSeconds, action.options);
    case 'ranked': {
      const { kind, text, ticket, receivedAtMs } = action.start;
      if (test.status !== 'idle' || session.ranked === null || rankedKindOfTest(test) !== kind) return session;
      return startSession(text, test.durationSeconds, test.options, { ticket, receivedAtMs });
    }
    case 'cancel':
      // Esc: the same text again (an issued one with its ticket still unspent).
      return test.status === 'idle'
        ? session
        : startSession(test.sampleText, test.durationSeconds, test.options, session.ranked ?? null);
    case 'repeat':
      // Try Again types the same text once more: a ticket was spent on the first save.
      return test.status === 'idle' ? session : startSession(test.sampleText, test.durationSeconds, test.options, null);
  }
}

/** The live WPM waits this long: over a near-zero time the spec's formula reads "1000 wpm" after one key. */
const LIVE_WPM_AFTER_MS = 1000;

/** The live WPM to show while typing, or null during the first second (the result keeps the spec's formula). */
export function shownLiveWpm({ test, nowMs }: TypingSession): number | null {
  return elapsedMs(test, nowMs) < LIVE_WPM_AFTER_MS ? null : liveWpm(test, nowMs);
}
