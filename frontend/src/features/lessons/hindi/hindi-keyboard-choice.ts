import type { HindiKeyboard } from '@typing/contracts/web';
import { isHindiLayoutId, TYPING_ORDERS } from '@typing/typing-core';
import { browserStorage } from '../../../shared/storage/web-storage';

/** Where the typing page keeps the typist's Hindi keyboard (layout, typing order) on this device. */
const HINDI_KEYBOARD_STORAGE_KEY = 'hindi-keyboard';

export const DEFAULT_HINDI_KEYBOARD: HindiKeyboard = {
  layout: 'inscript',
  typingOrder: 'logical',
  keyboardTypesHindi: false,
};

/** The Hindi keyboard the typist chose on the typing page, or the default before any choice. */
export function chosenHindiKeyboard(): HindiKeyboard {
  try {
    const raw = browserStorage('localStorage')?.getItem(HINDI_KEYBOARD_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<HindiKeyboard>) : null;
    if (stored && isHindiLayoutId(stored.layout) && TYPING_ORDERS.includes(stored.typingOrder!)) {
      return { ...DEFAULT_HINDI_KEYBOARD, ...stored, keyboardTypesHindi: stored.keyboardTypesHindi === true };
    }
  } catch {
    // Unreadable storage or JSON: the default.
  }
  return DEFAULT_HINDI_KEYBOARD;
}
