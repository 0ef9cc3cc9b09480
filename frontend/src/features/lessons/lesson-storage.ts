import { LessonProgressSchema } from '@typing/contracts/forms';
import { type LessonProgress, newLessonProgress } from '@typing/typing-core';
import { browserStorage } from '../../shared/storage/web-storage';

/** A guest's lesson progress lives in local storage under this key (members' on the server). */
export const LESSON_STORAGE_KEY = 'lesson-progress';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const localStore = (): Store | undefined => browserStorage('localStorage');

/** The stored progress, or a fresh one when there is none or it is not valid (edited, older shape). */
export function loadGuestProgress(store: Store | undefined = localStore()): LessonProgress {
  try {
    const raw = store?.getItem(LESSON_STORAGE_KEY);
    if (raw) {
      const parsed = LessonProgressSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Unreadable storage or JSON: start afresh.
  }
  return newLessonProgress();
}

export function saveGuestProgress(progress: LessonProgress, store: Store | undefined = localStore()): void {
  try {
    store?.setItem(LESSON_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Full or blocked storage: the lesson goes on, the progress is not kept.
  }
}
