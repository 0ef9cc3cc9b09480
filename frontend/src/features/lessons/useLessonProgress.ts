import { afterLesson, type KeyRecord, type LessonProgress, withTargetWpm } from '@typing/typing-core';
import { useCallback, useState } from 'react';
import { useSaveLessonMutation, useSetLessonTargetMutation } from './lessons.api';
import { loadGuestProgress, saveGuestProgress } from './lesson-storage';

/** A typist's lesson progress and its two changes: a finished lesson, a new target speed. */
export interface LessonProgressStore {
  progress: LessonProgress;
  /** Answers the progress after the lesson (for the next lesson's letters and focus). */
  finishLesson(records: readonly KeyRecord[]): LessonProgress;
  setTargetWpm(targetWpm: number): void;
}

/** A guest's progress: computed here and kept in local storage. */
export function useGuestLessonProgress(): LessonProgressStore {
  const [progress, setProgress] = useState(loadGuestProgress);
  const update = useCallback((next: LessonProgress) => {
    saveGuestProgress(next);
    setProgress(next);
    return next;
  }, []);
  return {
    progress,
    finishLesson: useCallback((records) => update(afterLesson(progress, records)), [progress, update]),
    setTargetWpm: useCallback((wpm) => void update(withTargetWpm(progress, wpm)), [progress, update]),
  };
}

/**
 * A member's progress, starting from the server's: each finished lesson is computed here at once
 * (the same rules) and saved once by its client id; the server's answer, which folded the lesson
 * into the stored progress (maybe moved on by another device), then replaces it.
 */
export function useMemberLessonProgress(initial: LessonProgress): LessonProgressStore {
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
        const next = afterLesson(progress, records);
        setProgress(next);
        void saveLesson({ clientId: crypto.randomUUID(), targetWpm: progress.targetWpm, keys: [...records] }).then(
          adopt,
        );
        return next;
      },
      [progress, saveLesson, adopt],
    ),
    setTargetWpm: useCallback(
      (wpm) => {
        const next = withTargetWpm(progress, wpm);
        setProgress(next);
        void saveTarget({ targetWpm: next.targetWpm }).then(adopt);
      },
      [progress, saveTarget, adopt],
    ),
  };
}
