import { useCallback, useSyncExternalStore } from 'react';
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

/** The chosen keyboard layout (remembered in local storage) and a way to change it. */
export function useKeyboardLayout(): [KeyboardLayoutId, (layout: KeyboardLayoutId) => void] {
  const layout = useSyncExternalStore(subscribe, readLayout, () => DEFAULT_KEYBOARD_LAYOUT);
  const choose = useCallback((next: KeyboardLayoutId) => {
    browserStorage('localStorage')?.setItem(KEYBOARD_LAYOUT_STORAGE_KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return [layout, choose];
}
