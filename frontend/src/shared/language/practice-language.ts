import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@typing/typing-core';
import { useCallback, useSyncExternalStore } from 'react';
import { preferenceChanged } from '../preferences/preference-changes';
import { browserStorage } from '../storage/web-storage';

/** The practice language in local storage; every reader follows one choice, other tabs via the `storage` event. */
export const LANGUAGE_STORAGE_KEY = 'practice-language';

const listeners = new Set<() => void>();

/** The remembered language, outside React; English when none (or an unknown one) is stored. */
export function storedLanguage(): Language {
  const stored = browserStorage('localStorage')?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers a language and tells every reader; `byPerson` also tells the member's other devices. */
export function storeLanguage(next: Language, { byPerson }: { byPerson: boolean }): void {
  try {
    browserStorage('localStorage')?.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // A full or blocked storage only loses the memory of the choice.
  }
  for (const listener of listeners) listener();
  if (byPerson) preferenceChanged();
}

export function usePracticeLanguage(): [Language, (language: Language) => void] {
  const language = useSyncExternalStore(subscribe, storedLanguage, () => DEFAULT_LANGUAGE);
  const choose = useCallback((next: Language) => storeLanguage(next, { byPerson: true }), []);
  return [language, choose];
}
