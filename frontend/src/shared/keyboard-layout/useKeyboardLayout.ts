import { useCallback, useSyncExternalStore } from 'react';
import { preferenceChanged } from '../preferences/preference-changes';
import { browserStorage } from '../storage/web-storage';
import {
  DEFAULT_KEYBOARD_LAYOUT,
  isKeyboardLayoutId,
  KEYBOARD_LAYOUT_STORAGE_KEY,
  type KeyboardLayoutId,
} from './keyboard-layouts';

// Every board on the page follows one choice; other tabs follow it through the `storage` event.
const listeners = new Set<() => void>();

function readLayout(): KeyboardLayoutId {
  const stored = browserStorage('localStorage')?.getItem(KEYBOARD_LAYOUT_STORAGE_KEY);
  return isKeyboardLayoutId(stored) ? stored : DEFAULT_KEYBOARD_LAYOUT;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEYBOARD_LAYOUT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered layout, outside React (the preferences a member's devices share). */
export const storedKeyboardLayout = readLayout;

/** Remembers a layout and redraws every board; `byPerson` also tells the member's other devices. */
export function storeKeyboardLayout(next: KeyboardLayoutId, { byPerson }: { byPerson: boolean }): void {
  browserStorage('localStorage')?.setItem(KEYBOARD_LAYOUT_STORAGE_KEY, next);
  for (const listener of listeners) listener();
  if (byPerson) preferenceChanged();
}

/** The chosen keyboard layout (remembered in local storage) and a way to change it. */
export function useKeyboardLayout(): [KeyboardLayoutId, (layout: KeyboardLayoutId) => void] {
  const layout = useSyncExternalStore(subscribe, readLayout, () => DEFAULT_KEYBOARD_LAYOUT);
  const choose = useCallback((next: KeyboardLayoutId) => storeKeyboardLayout(next, { byPerson: true }), []);
  return [layout, choose];
}
