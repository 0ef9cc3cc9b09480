import type { LessonProgress } from '@typing/typing-core';
import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { useLessonProgressQuery } from './lessons.api';
import type { LessonTrack } from './lesson-track';

/** antd's large Spin, drawn without antd: the page does not load it. */
export function LessonsLoading() {
  return (
    <div role="status" aria-label="Loading lessons" className="lesson-loading">
      <Spinner />
    </div>
  );
}

/** A member's progress of a track, read from the server when the page opens; its children draw the lessons. */
export function MemberLessonProgress({
  track,
  children,
}: {
  track: LessonTrack;
  children: (initial: LessonProgress) => ReactNode;
}) {
  const { data, isError, refetch } = useLessonProgressQuery(track);
  if (isError) {
    return (
      <div className="lesson-page">
        <div role="alert" className="lesson-error">
          <span>Your lesson progress could not be loaded.</span>
          <Button onClick={() => void refetch()}>Try again</Button>
        </div>
      </div>
    );
  }
  return data ? children(data) : <LessonsLoading />;
}
