import {
  afterLesson,
  type KeyRecord,
  type LessonKeyLanguage,
  type LessonProgress,
  newLessonProgress,
  withTargetWpm,
} from '@typing/typing-core';
import { useCallback, useMemo, useState } from 'react';
import { useHydrated } from '../../shared/hydration';
import { useSaveLessonMutation, useSetLessonTargetMutation } from './lessons.api';
import { loadGuestProgress, saveGuestProgress } from './lesson-storage';
import type { LessonTrack } from './lesson-track';

export interface LessonProgressStore {
  progress: LessonProgress;
  /** Answers the progress after the lesson (for the next lesson's letters and focus). */
  finishLesson(records: readonly KeyRecord[]): LessonProgress;
  setTargetWpm(targetWpm: number): void;
}

/** A guest's progress in a language (a Hindi layout): computed here and kept in local storage. */
export function useGuestLessonProgress(track: LessonTrack, lessons: LessonKeyLanguage): LessonProgressStore {
  // While hydrating, the build's page had no progress: the stored one comes in the render after.
  const hydrated = useHydrated();
  const stored = useMemo(
    () => (hydrated ? loadGuestProgress(undefined, track, lessons) : newLessonProgress(undefined, lessons)),
    [hydrated, track, lessons],
  );
  const [saved, setSaved] = useState<LessonProgress>();
  const progress = saved ?? stored;
  const update = useCallback(
    (next: LessonProgress) => {
      saveGuestProgress(next, undefined, track);
      setSaved(next);
      return next;
    },
    [track],
  );
  return {
    progress,
    finishLesson: useCallback(
      (records) => update(afterLesson(progress, records, lessons)),
      [progress, update, lessons],
    ),
    setTargetWpm: useCallback((wpm) => void update(withTargetWpm(progress, wpm)), [progress, update]),
  };
}

/** A member's progress: each lesson is computed here at once, saved by its client id, then replaced by the server's. */
export function useMemberLessonProgress(
  initial: LessonProgress,
  track: LessonTrack,
  lessons: LessonKeyLanguage,
): LessonProgressStore {
  const [progress, setProgress] = useState(initial);
  const [saveLesson] = useSaveLessonMutation();
  const [saveTarget] = useSetLessonTargetMutation();
  const adopt = useCallback((answer: { data?: LessonProgress }) => {
    const stored = answer.data;
    if (stored) setProgress((current) => (stored.lessons >= current.lessons ? stored : current));
  }, []);
  return {
    progress,
    finishLesson: useCallback(
      (records) => {
        const next = afterLesson(progress, records, lessons);
        setProgress(next);
        const lesson = { clientId: crypto.randomUUID(), targetWpm: progress.targetWpm, ...track, keys: [...records] };
        void saveLesson(lesson).then(adopt);
        return next;
      },
      [progress, saveLesson, adopt, track, lessons],
    ),
    setTargetWpm: useCallback(
      (wpm) => {
        const next = withTargetWpm(progress, wpm);
        setProgress(next);
        void saveTarget({ targetWpm: next.targetWpm, ...track }).then(adopt);
      },
      [progress, saveTarget, adopt, track],
    ),
  };
}
