import { type HindiLessonTyping, lessonClusters } from '@typing/typing-core/hindi';
import type { KeyboardEvent, RefObject } from 'react';
import { FocusPrompt } from '../../../shared/typing-focus/FocusPrompt';

const CLASS_OF = { ok: 'ch ch-ok', bad: 'ch ch-bad', current: 'ch ch-todo ch-cursor', todo: 'ch ch-todo' } as const;

/** The Hindi line by grapheme cluster (a conjunct is never split to colour it), judged on the Unicode typed. */
export function HindiLessonText({
  typing,
  onKeyDown,
  textRef,
}: {
  typing: HindiLessonTyping;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  textRef: RefObject<HTMLDivElement | null>;
}) {
  const clusters = lessonClusters(typing.view, typing.line.text);
  return (
    <div
      ref={textRef}
      className="lesson-text lesson-text--hindi"
      role="textbox"
      aria-label="Lesson text"
      aria-multiline="false"
      aria-readonly="true"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="lesson-text"
      data-typed={typing.view.typed}
    >
      <FocusPrompt textRef={textRef} />
      <span lang="hi">
        {clusters.map((cluster, i) => (
          <span key={i} className={CLASS_OF[cluster.state]}>
            {cluster.text}
          </span>
        ))}
      </span>
    </div>
  );
}
