import { elapsedWholeSeconds, isTimerWarning, remainingSeconds } from '@typing/typing-core';
import { shownLiveWpm, type TypingSession } from './typing-session';

export function TestCounters({ session, current, total }: { session: TypingSession; current: number; total: number }) {
  const { test, nowMs } = session;
  const warning = isTimerWarning(test, nowMs);
  const wpm = shownLiveWpm(session);
  return (
    <div className="typing-counters">
      {test.options.mode === 'time' ? (
        <span
          role="timer"
          aria-label="Time left in seconds"
          className={`typing-timer${warning ? ' typing-timer-warning' : ''}`}
          data-warning={warning}
        >
          {remainingSeconds(test, nowMs)}
        </span>
      ) : (
        <span role="timer" aria-label="Time elapsed in seconds" className="typing-timer">
          {elapsedWholeSeconds(test, nowMs)}
        </span>
      )}
      <span className="typing-progress" data-testid="word-progress">
        word {current} / {total}
      </span>
      {wpm !== null && (
        <span className="typing-live-wpm" data-testid="live-wpm">
          {wpm} wpm
        </span>
      )}
      {session.ranked && (
        <span className="typing-ranked" data-testid="ranked-test" title="This test can rank on the leaderboards">
          ranked
        </span>
      )}
    </div>
  );
}
