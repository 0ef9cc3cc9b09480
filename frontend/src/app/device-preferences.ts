/** Where this device keeps each shared setting; only members load it. */
import type { Preferences } from '@typing/contracts/web';
import { readSetup, writeSetup } from '../features/typing/test/test-setup';
import { storedKeyboardLayout, storeKeyboardLayout } from '../shared/keyboard-layout/useKeyboardLayout';
import { storedHindiKeyboard, storeHindiKeyboard } from '../shared/hindi/hindi-keyboard';
import { storedLanguage, storeLanguage } from '../shared/language/practice-language';
import { setTheme } from '../shared/theme/theme.slice';
import { type PreferenceStore, syncPreferences } from './preferences-sync';
import type { AppStore } from './store';

function devicePreferences(store: AppStore): PreferenceStore {
  return {
    read() {
      const { options, durationSeconds } = readSetup();
      return {
        theme: store.getState().theme.mode,
        keyboardLayout: storedKeyboardLayout(),
        test: {
          mode: options.mode,
          durationSeconds,
          wordCount: options.wordCount ?? 25,
          ...(options.quoteLength ? { quoteLength: options.quoteLength } : {}),
          punctuation: options.punctuation,
          numbers: options.numbers,
        },
        language: storedLanguage(),
        hindi: storedHindiKeyboard(),
      };
    },
    apply({ theme, keyboardLayout, test, language, hindi }: Preferences) {
      store.dispatch(setTheme(theme));
      storeKeyboardLayout(keyboardLayout, { byPerson: false });
      // Saved before there was a choice: this device's stays (and is saved with the next change).
      if (language) storeLanguage(language, { byPerson: false });
      if (hindi) storeHindiKeyboard(hindi, { byPerson: false });
      const { mode, wordCount, quoteLength = 'short', punctuation, numbers, durationSeconds } = test;
      // The custom text stays this device's own; readSetup falls back to the timed test without one.
      writeSetup({
        ...readSetup(),
        options: {
          mode,
          punctuation,
          numbers,
          ...(mode === 'words' ? { wordCount } : {}),
          ...(mode === 'quote' ? { quoteLength } : {}),
        },
        durationSeconds,
      });
    },
  };
}

export const startPreferenceSync = (store: AppStore) => syncPreferences(store, devicePreferences(store));
