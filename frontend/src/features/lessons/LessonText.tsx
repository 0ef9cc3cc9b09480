import type { KeyboardEvent, RefObject } from 'react';
import { FocusPrompt } from '../../shared/typing-focus/FocusPrompt';

/** The lesson's line, short enough to re-render whole on every keystroke. */
export function LessonText({
  text,
  input,
  onKeyDown,
  textRef,
  lang,
}: {
  text: string;
  input: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  textRef: RefObject<HTMLDivElement | null>;
  /** The line's language when it is not the page's (read aloud in it). */
  lang?: string;
}) {
  return (
    <div
      ref={textRef}
      className="lesson-text"
      role="textbox"
      aria-label="Lesson text"
      aria-multiline="false"
      aria-readonly="true"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="lesson-text"
    >
      <FocusPrompt textRef={textRef} />
      <span lang={lang}>
        {[...text].map((ch, i) => {
          const state = i < input.length ? (input[i] === ch ? 'ok' : 'bad') : 'todo';
          const cursor = i === input.length ? ' ch-cursor' : '';
          return (
            <span key={i} className={`ch ch-${state}${cursor}`}>
              {ch}
            </span>
          );
        })}
      </span>
    </div>
  );
}
