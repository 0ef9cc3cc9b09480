import { LessonProgressSchema } from '@typing/contracts/forms';
import {
  DEFAULT_LANGUAGE,
  type Language,
  LESSON_LANGUAGES,
  type LessonProgress,
  newLessonProgress,
} from '@typing/typing-core';
import { browserStorage } from '../../shared/storage/web-storage';

/** A guest's lesson progress lives in local storage under this key (members' on the server). */
export const LESSON_STORAGE_KEY = 'lesson-progress';

/** Each language's progress apart: English under the key it always had, another under `lesson-progress:<code>`. */
export const lessonStorageKey = (language: Language = DEFAULT_LANGUAGE) =>
  language === DEFAULT_LANGUAGE ? LESSON_STORAGE_KEY : `${LESSON_STORAGE_KEY}:${language}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const localStore = (): Store | undefined => browserStorage('localStorage');

/** The contract admits every language's letters; a language's progress holds only its own. */
function isOfLanguage(progress: LessonProgress, language: Language): boolean {
  const { letterOrder } = LESSON_LANGUAGES[language];
  return progress.keysInPlay <= letterOrder.length && progress.keys.every(({ key }) => letterOrder.includes(key));
}

/** The stored progress, or a fresh one when there is none or it is not valid (edited, older shape). */
export function loadGuestProgress(
  store: Store | undefined = localStore(),
  language: Language = DEFAULT_LANGUAGE,
): LessonProgress {
  try {
    const raw = store?.getItem(lessonStorageKey(language));
    if (raw) {
      const parsed = LessonProgressSchema.safeParse(JSON.parse(raw));
      if (parsed.success && isOfLanguage(parsed.data, language)) return parsed.data;
    }
  } catch {
    // Unreadable storage or JSON: start afresh.
  }
  return newLessonProgress();
}

export function saveGuestProgress(
  progress: LessonProgress,
  store: Store | undefined = localStore(),
  language: Language = DEFAULT_LANGUAGE,
): void {
  try {
    store?.setItem(lessonStorageKey(language), JSON.stringify(progress));
  } catch {
    // Full or blocked storage: the lesson goes on, the progress is not kept.
  }
}
