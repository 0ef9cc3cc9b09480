import type { LessonKeyState } from '@typing/typing-core';
import { memo } from 'react';

/** How a key is shown: its glyph on the key, and its name in words (a Hindi key's physical key and layer). */
export interface LessonKeyLabel {
  glyph: string;
  name: string;
  /** A short note under the glyph (a Hindi key's physical key). */
  hint?: string;
}

const letterLabel = (key: string): LessonKeyLabel => ({ glyph: key, name: key });

/** Keys in lesson order, confidence in words and colour; a press practises that key, another goes back to the focus. */
export const LessonKeys = memo(function LessonKeys({
  states,
  focus,
  letterOrder,
  chosen,
  onChoose,
  labelOf = letterLabel,
  className = '',
}: {
  states: readonly LessonKeyState[];
  focus: string;
  letterOrder: string | readonly string[];
  chosen: string | null;
  onChoose: (key: string | null) => void;
  labelOf?: (key: string) => LessonKeyLabel;
  className?: string;
}) {
  const inPlay = new Map(states.map((state) => [state.key, state]));
  return (
    <ol className={`lesson-keys ${className}`.trim()} aria-label="Keys: choose one to practise it">
      {[...letterOrder].map((key) => {
        const state = inPlay.get(key);
        const kind = key === focus ? 'focus' : !state ? 'locked' : state.reached ? 'reached' : 'in-play';
        const { glyph, name, hint } = labelOf(key);
        const practised = key === chosen ? ', chosen to practise' : '';
        const label = !state
          ? `${name}: locked${practised}`
          : `${name}: ${Math.round(state.confidence * 100)}% confident${key === focus ? ', in focus' : ''}${state.reached ? ', at target' : ''}${practised}`;
        return (
          <li
            key={key}
            className={`lesson-key lesson-key--${kind}${key === chosen ? ' lesson-key--chosen' : ''}`}
            data-testid={`lesson-key-${key}`}
            data-state={kind}
            title={label}
          >
            <button
              type="button"
              className="lesson-key__button"
              aria-label={label}
              aria-pressed={key === chosen}
              onClick={() => onChoose(key === chosen ? null : key)}
            >
              <span className="lesson-key__letter" aria-hidden="true">
                {glyph}
              </span>
              {hint && (
                <span className="lesson-key__code" aria-hidden="true">
                  {hint}
                </span>
              )}
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
            </button>
          </li>
        );
      })}
    </ol>
  );
});
