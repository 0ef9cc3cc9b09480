import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Preferences } from '@typing/contracts/web';
import { DEFAULT_LANGUAGE, type Language } from '@typing/typing-core';
import { DEFAULT_HINDI_KEYBOARD, hindiKeyboardFrom, type HindiKeyboard } from '../hindi/hindi-keyboard';
import { DEFAULT_KEYBOARD_LAYOUT, type KeyboardLayoutId } from '../keyboard-layout/keyboard-layouts';
import { DEFAULT_THEME, type ThemeMode } from '../theme/theme-storage';
import { DEFAULT_SETUP, testSetupFrom, type TestSetup, withoutLanguage } from './test-setup-storage';

/** The settings' one owner: preloaded from local storage, saved by one listener (`preferences-listener.ts`). */
export interface PreferencesState {
  theme: ThemeMode;
  keyboardLayout: KeyboardLayoutId;
  /** The practice language (the typing test's and the lessons'). */
  language: Language;
  hindi: HindiKeyboard;
  /** Without the language and the Hindi keyboard: a test takes those from the two above. */
  testSetup: TestSetup;
}

export const DEFAULT_PREFERENCES: PreferencesState = {
  theme: DEFAULT_THEME,
  keyboardLayout: DEFAULT_KEYBOARD_LAYOUT,
  language: DEFAULT_LANGUAGE,
  hindi: DEFAULT_HINDI_KEYBOARD,
  testSetup: DEFAULT_SETUP,
};

/** What another tab may change under this one (the `storage` event). */
export type FollowedPreferences = Partial<Pick<PreferencesState, 'keyboardLayout' | 'language' | 'hindi'>>;

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: DEFAULT_PREFERENCES,
  reducers: {
    toggleTheme(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    setTheme(state, action: PayloadAction<ThemeMode>) {
      state.theme = action.payload;
    },
    chooseKeyboardLayout(state, action: PayloadAction<KeyboardLayoutId>) {
      state.keyboardLayout = action.payload;
    },
    chooseLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    chooseHindiKeyboard(state, action: PayloadAction<HindiKeyboard>) {
      state.hindi = action.payload;
    },
    /** A Hindi test's first key came typed in Devanagari: the page stops emulating a layout. */
    keyboardTypesHindiFound(state) {
      state.hindi = { ...state.hindi, keyboardTypesHindi: true };
    },
    chooseTestSetup(state, action: PayloadAction<TestSetup>) {
      state.testSetup = withoutLanguage(action.payload);
    },
    /** A member's copy from the server; the custom text stays this device's own. */
    preferencesApplied(state, { payload }: PayloadAction<Preferences>) {
      const { theme, keyboardLayout, test, language, hindi } = payload;
      state.theme = theme;
      state.keyboardLayout = keyboardLayout;
      // Saved before there was a choice: this device's stays (and is saved with the next change).
      if (language) state.language = language;
      if (hindi) state.hindi = hindiKeyboardFrom(hindi);
      state.testSetup = testSetupFrom({ ...test, customText: state.testSetup.customText });
    },
    preferencesChangedElsewhere(state, action: PayloadAction<FollowedPreferences>) {
      Object.assign(state, action.payload);
    },
  },
});

export const {
  toggleTheme,
  setTheme,
  chooseKeyboardLayout,
  chooseLanguage,
  chooseHindiKeyboard,
  keyboardTypesHindiFound,
  chooseTestSetup,
  preferencesApplied,
  preferencesChangedElsewhere,
} = preferencesSlice.actions;

/** The person's own changes on this page: the ones a member's other devices follow. */
export const isPersonsChange = isAnyOf(
  toggleTheme,
  setTheme,
  chooseKeyboardLayout,
  chooseLanguage,
  chooseHindiKeyboard,
  keyboardTypesHindiFound,
  chooseTestSetup,
);

export interface WithPreferencesState {
  preferences: PreferencesState;
}

export const selectThemeMode = (state: WithPreferencesState): ThemeMode => state.preferences.theme;
export const selectIsDark = (state: WithPreferencesState): boolean => state.preferences.theme === 'dark';
export const selectKeyboardLayout = (state: WithPreferencesState) => state.preferences.keyboardLayout;
export const selectLanguage = (state: WithPreferencesState) => state.preferences.language;
export const selectHindiKeyboard = (state: WithPreferencesState) => state.preferences.hindi;
export const selectTestSetup = (state: WithPreferencesState) => state.preferences.testSetup;
