import { isHindiLayoutId, TYPING_ORDERS, type HindiLayoutId, type TypingOrder } from '@typing/typing-core';
import { useCallback, useSyncExternalStore } from 'react';
import { preferenceChanged } from '../preferences/preference-changes';
import { browserStorage } from '../storage/web-storage';

/** How a Hindi typist's keys become Hindi: an emulated layout and typing order, or the keyboard's own Hindi. */
export interface HindiKeyboard {
  readonly layout: HindiLayoutId;
  readonly typingOrder: TypingOrder;
  readonly keyboardTypesHindi: boolean;
}

export const HINDI_KEYBOARD_STORAGE_KEY = 'hindi-keyboard';

/** InScript, the government standard, typed in Unicode order: what an OS Hindi keyboard would give. */
export const DEFAULT_HINDI_KEYBOARD: HindiKeyboard = {
  layout: 'inscript',
  typingOrder: 'logical',
  keyboardTypesHindi: false,
};

/** The typing order a layout's exam software uses (typewriter for Remington and KrutiDev). */
export const defaultTypingOrder = (layout: HindiLayoutId): TypingOrder =>
  layout === 'inscript' ? 'logical' : 'typewriter';

function parse(raw: string | null): HindiKeyboard {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Record<keyof HindiKeyboard, unknown>> | null;
    if (!value || !isHindiLayoutId(value.layout)) return DEFAULT_HINDI_KEYBOARD;
    const order = TYPING_ORDERS.find((o) => o === value.typingOrder) ?? defaultTypingOrder(value.layout);
    return {
      layout: value.layout,
      typingOrder: value.layout === 'inscript' ? 'logical' : order,
      keyboardTypesHindi: value.keyboardTypesHindi === true,
    };
  } catch {
    return DEFAULT_HINDI_KEYBOARD;
  }
}

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object while the stored text is the same.
let lastRaw: string | null | undefined;
let lastRead = DEFAULT_HINDI_KEYBOARD;

export function storedHindiKeyboard(): HindiKeyboard {
  const raw = browserStorage('localStorage')?.getItem(HINDI_KEYBOARD_STORAGE_KEY) ?? null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastRead = parse(raw);
  }
  return lastRead;
}

/** Remembers the Hindi keyboard and tells every reader; `byPerson` also tells the member's other devices. */
export function storeHindiKeyboard(next: HindiKeyboard, { byPerson }: { byPerson: boolean }): void {
  try {
    browserStorage('localStorage')?.setItem(HINDI_KEYBOARD_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the memory of the choice.
  }
  for (const listener of listeners) listener();
  if (byPerson) preferenceChanged();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HINDI_KEYBOARD_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHindiKeyboard(): [HindiKeyboard, (next: HindiKeyboard) => void] {
  const keyboard = useSyncExternalStore(subscribe, storedHindiKeyboard, () => DEFAULT_HINDI_KEYBOARD);
  const choose = useCallback((next: HindiKeyboard) => storeHindiKeyboard(next, { byPerson: true }), []);
  return [keyboard, choose];
}
