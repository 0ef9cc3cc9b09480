import type { LessonKeyState } from '@typing/typing-core';
import { memo } from 'react';

/**
 * Every letter of the language in its lesson order (keybr's for English): those in play with their confidence as a bar and in percent (the
 * focus letter marked), the rest locked. The state is in words as well as colour, for screen readers and contrast.
 */
export const LessonKeys = memo(function LessonKeys({
  states,
  focus,
  letterOrder,
}: {
  states: readonly LessonKeyState[];
  focus: string;
  letterOrder: string;
}) {
  const inPlay = new Map(states.map((state) => [state.key, state]));
  return (
    <ol className="lesson-keys" aria-label="Letters">
      {[...letterOrder].map((key) => {
        const state = inPlay.get(key);
        const kind = !state ? 'locked' : key === focus ? 'focus' : state.reached ? 'reached' : 'in-play';
        const label = !state
          ? `${key}: locked`
          : `${key}: ${Math.round(state.confidence * 100)}% confident${key === focus ? ', in focus' : ''}${state.reached ? ', at target' : ''}`;
        return (
          <li
            key={key}
            className={`lesson-key lesson-key--${kind}`}
            data-testid={`lesson-key-${key}`}
            data-state={kind}
            aria-label={label}
            title={label}
          >
            <span className="lesson-key__letter" aria-hidden="true">
              {key}
            </span>
            {state && (
              <>
                <span className="lesson-key__bar" aria-hidden="true">
                  <span style={{ width: `${Math.round(state.confidence * 100)}%` }} />
                </span>
                <span className="lesson-key__percent" aria-hidden="true">
                  {Math.round(state.confidence * 100)}
                </span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
});
