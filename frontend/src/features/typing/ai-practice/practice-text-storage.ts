import type { GeneratedTextView } from '@typing/contracts/web';
import { browserStorage } from '../../../shared/storage/web-storage';

/** The AI text being typed, in session storage, so a reload does not waste part of the daily allowance. */
export const PRACTICE_TEXT_STORAGE_KEY = 'ai-practice-text';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const sessionStore = () => browserStorage('sessionStorage');

/** The stored text, or null when there is none or it is not one we wrote (storage is user-editable). */
export function readPracticeText(storage: StorageLike | undefined = sessionStore()): GeneratedTextView | null {
  try {
    const raw = JSON.parse(storage?.getItem(PRACTICE_TEXT_STORAGE_KEY) ?? 'null') as Partial<GeneratedTextView> | null;
    const valid =
      typeof raw?.message === 'string' &&
      raw.message.trim() !== '' &&
      (raw.source === 'openai' || raw.source === 'builtin') &&
      Array.isArray(raw.weakKeys) &&
      raw.weakKeys.every((key) => typeof key === 'string') &&
      Number.isInteger(raw.remainingDailyLimit);
    return valid ? (raw as GeneratedTextView) : null;
  } catch {
    return null;
  }
}

export function writePracticeText(text: GeneratedTextView | null, storage: StorageLike | undefined = sessionStore()) {
  try {
    if (text) storage?.setItem(PRACTICE_TEXT_STORAGE_KEY, JSON.stringify(text));
    else storage?.removeItem(PRACTICE_TEXT_STORAGE_KEY);
  } catch {
    // A full or blocked storage only loses the text on a reload.
  }
}
