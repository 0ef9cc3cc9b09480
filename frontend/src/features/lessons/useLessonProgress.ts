import {
  afterLesson,
  type KeyRecord,
  type Language,
  LESSON_LANGUAGES,
  type LessonProgress,
  withTargetWpm,
} from '@typing/typing-core';
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

/** A guest's progress in a language: computed here and kept in local storage. */
export function useGuestLessonProgress(language: Language): LessonProgressStore {
  const [progress, setProgress] = useState(() => loadGuestProgress(undefined, language));
  const update = useCallback(
    (next: LessonProgress) => {
      saveGuestProgress(next, undefined, language);
      setProgress(next);
      return next;
    },
    [language],
  );
  return {
    progress,
    finishLesson: useCallback(
      (records) => update(afterLesson(progress, records, LESSON_LANGUAGES[language])),
      [progress, update, language],
    ),
    setTargetWpm: useCallback((wpm) => void update(withTargetWpm(progress, wpm)), [progress, update]),
  };
}

/**
 * A member's progress, starting from the server's: each finished lesson is computed here at once
 * (the same rules) and saved once by its client id; the server's answer, which folded the lesson
 * into the stored progress (maybe moved on by another device), then replaces it.
 */
export function useMemberLessonProgress(initial: LessonProgress, language: Language): LessonProgressStore {
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
        const next = afterLesson(progress, records, LESSON_LANGUAGES[language]);
        setProgress(next);
        const lesson = { clientId: crypto.randomUUID(), targetWpm: progress.targetWpm, language, keys: [...records] };
        void saveLesson(lesson).then(adopt);
        return next;
      },
      [progress, saveLesson, adopt, language],
    ),
    setTargetWpm: useCallback(
      (wpm) => {
        const next = withTargetWpm(progress, wpm);
        setProgress(next);
        void saveTarget({ targetWpm: next.targetWpm, language }).then(adopt);
      },
      [progress, saveTarget, adopt, language],
    ),
  };
}
