import { HINDI_KEYBOARD_STORAGE_KEY, parseHindiKeyboard } from '../hindi/hindi-keyboard';
import { isKeyboardLayoutId, KEYBOARD_LAYOUT_STORAGE_KEY } from '../keyboard-layout/keyboard-layouts';
import { LANGUAGE_STORAGE_KEY, parseLanguage } from '../language/practice-language';
import { readStoredTheme, type ThemeStorage, writeStoredTheme } from '../theme/theme-storage';
import { DEFAULT_PREFERENCES, type FollowedPreferences, type PreferencesState } from './preferences.slice';
import { parseTestSetup, serializeTestSetup, TEST_SETUP_STORAGE_KEY } from './test-setup-storage';

/** Each preference keeps its own local-storage key and format, as it always has (existing readers' values load). */
export type PreferenceStorage = ThemeStorage;

/** A stored value; storage may be missing or throw (blocked cookies, private modes), which reads as nothing. */
function readItem(storage: PreferenceStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: PreferenceStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses the memory of the choice.
  }
}

const readLayout = (storage: PreferenceStorage | undefined) => {
  const stored = readItem(storage, KEYBOARD_LAYOUT_STORAGE_KEY);
  return isKeyboardLayoutId(stored) ? stored : DEFAULT_PREFERENCES.keyboardLayout;
};

/** The preferences another tab may change, by the key the `storage` event names. */
const FOLLOWED: Record<string, (storage: PreferenceStorage | undefined) => FollowedPreferences> = {
  [KEYBOARD_LAYOUT_STORAGE_KEY]: (storage) => ({ keyboardLayout: readLayout(storage) }),
  [LANGUAGE_STORAGE_KEY]: (storage) => ({ language: parseLanguage(readItem(storage, LANGUAGE_STORAGE_KEY)) }),
  [HINDI_KEYBOARD_STORAGE_KEY]: (storage) => ({
    hindi: parseHindiKeyboard(readItem(storage, HINDI_KEYBOARD_STORAGE_KEY)),
  }),
};

export function readStoredPreferences(storage: PreferenceStorage | undefined): PreferencesState {
  return {
    theme: readStoredTheme(storage),
    keyboardLayout: readLayout(storage),
    language: parseLanguage(readItem(storage, LANGUAGE_STORAGE_KEY)),
    hindi: parseHindiKeyboard(readItem(storage, HINDI_KEYBOARD_STORAGE_KEY)),
    testSetup: parseTestSetup(readItem(storage, TEST_SETUP_STORAGE_KEY)),
  };
}

/** What another tab changed under `key`, or undefined for a key that is not a followed preference's. */
export function readFollowedPreference(
  storage: PreferenceStorage | undefined,
  key: string | null,
): FollowedPreferences | undefined {
  return key !== null && Object.hasOwn(FOLLOWED, key) ? FOLLOWED[key]!(storage) : undefined;
}

/** Writes the preferences that changed, each under its own key. */
export function writeChangedPreferences(
  storage: PreferenceStorage | undefined,
  previous: PreferencesState,
  current: PreferencesState,
): void {
  if (current.theme !== previous.theme) writeStoredTheme(storage, current.theme);
  if (current.keyboardLayout !== previous.keyboardLayout) {
    writeItem(storage, KEYBOARD_LAYOUT_STORAGE_KEY, current.keyboardLayout);
  }
  if (current.language !== previous.language) writeItem(storage, LANGUAGE_STORAGE_KEY, current.language);
  if (current.hindi !== previous.hindi) writeItem(storage, HINDI_KEYBOARD_STORAGE_KEY, JSON.stringify(current.hindi));
  if (current.testSetup !== previous.testSetup) {
    writeItem(storage, TEST_SETUP_STORAGE_KEY, serializeTestSetup(current.testSetup));
  }
}
