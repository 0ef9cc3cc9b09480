import { LessonProgressSchema } from '@typing/contracts/forms';
import {
  DEFAULT_LANGUAGE,
  ENGLISH_LESSONS,
  isLetterLessonLanguage,
  type Language,
  LESSON_LANGUAGES,
  type LessonKeyLanguage,
  type LessonProgress,
  newLessonProgress,
} from '@typing/typing-core';
import { browserStorage } from '../../shared/storage/web-storage';
import type { LessonTrack } from './lesson-track';

/** A guest's lesson progress lives in local storage under this key (members' on the server). */
export const LESSON_STORAGE_KEY = 'lesson-progress';

/** Each language's progress apart: English under the bare key, others under `lesson-progress:<code>[:<layout>]`. */
export const lessonStorageKey = (track: Language | LessonTrack = DEFAULT_LANGUAGE) => {
  const { language, layout } = typeof track === 'string' ? { language: track, layout: undefined } : track;
  if (language === DEFAULT_LANGUAGE) return LESSON_STORAGE_KEY;
  return [LESSON_STORAGE_KEY, language, ...(layout ? [layout] : [])].join(':');
};

const letterLessons = (track: Language | LessonTrack): LessonKeyLanguage => {
  const language = typeof track === 'string' ? track : track.language;
  return isLetterLessonLanguage(language) ? LESSON_LANGUAGES[language] : ENGLISH_LESSONS;
};

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const localStore = (): Store | undefined => browserStorage('localStorage');

/** The contract admits every language's letters and any key id; a progress holds only its own language's keys. */
function isOfLanguage(progress: LessonProgress, { letterOrder }: LessonKeyLanguage): boolean {
  return progress.keysInPlay <= letterOrder.length && progress.keys.every(({ key }) => letterOrder.includes(key));
}

/** The stored progress, or a fresh one when there is none or it is not valid (edited, older shape). */
export function loadGuestProgress(
  store: Store | undefined = localStore(),
  track: Language | LessonTrack = DEFAULT_LANGUAGE,
  lessons: LessonKeyLanguage = letterLessons(track),
): LessonProgress {
  try {
    const raw = store?.getItem(lessonStorageKey(track));
    if (raw) {
      const parsed = LessonProgressSchema.safeParse(JSON.parse(raw));
      if (parsed.success && isOfLanguage(parsed.data, lessons)) return parsed.data;
    }
  } catch {
    // Unreadable storage or JSON: start afresh.
  }
  return newLessonProgress(undefined, lessons);
}

export function saveGuestProgress(
  progress: LessonProgress,
  store: Store | undefined = localStore(),
  track: Language | LessonTrack = DEFAULT_LANGUAGE,
): void {
  try {
    store?.setItem(lessonStorageKey(track), JSON.stringify(progress));
  } catch {
    // Full or blocked storage: the lesson goes on, the progress is not kept.
  }
}
