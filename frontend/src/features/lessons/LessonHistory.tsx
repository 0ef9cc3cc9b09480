import type { LessonSummary } from '@typing/typing-core';
import { memo } from 'react';

/** The last lesson's figures and the recent speeds as labelled bars; timed tests keep a history of their own. */
export const LessonHistory = memo(function LessonHistory({
  history,
  targetWpm,
}: {
  history: readonly LessonSummary[];
  targetWpm: number;
}) {
  const last = history.at(-1);
  if (!last) {
    return (
      <p className="lesson-history" data-testid="lesson-history">
        Each lesson’s speed and accuracy show here once you finish it.
      </p>
    );
  }
  const top = Math.max(targetWpm, ...history.map((lesson) => lesson.wpm));
  return (
    <div className="lesson-history" data-testid="lesson-history">
      <span>
        Last lesson: <strong data-testid="lesson-last">{`${last.wpm} WPM, ${last.accuracy}% accuracy`}</strong>
      </span>
      <ol className="lesson-history__bars" aria-label={`Speed of the last ${history.length} lessons`}>
        {history.map((lesson, i) => (
          <li
            key={i}
            className={lesson.wpm >= targetWpm ? 'lesson-history__bar--at-target' : undefined}
            style={{ height: `${Math.max(4, Math.round((lesson.wpm / top) * 100))}%` }}
            aria-label={`${lesson.wpm} WPM, ${lesson.accuracy}% accuracy`}
            title={`${lesson.wpm} WPM, ${lesson.accuracy}% accuracy`}
          />
        ))}
      </ol>
    </div>
  );
});
