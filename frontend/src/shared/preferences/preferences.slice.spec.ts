import { describe, expect, it } from '@jest/globals';
import type { Preferences } from '@typing/contracts/web';
import { TIMED_TEST } from '@typing/typing-core';
import {
  chooseTestSetup,
  DEFAULT_PREFERENCES,
  keyboardTypesHindiFound,
  preferencesApplied,
  preferencesSlice,
  selectIsDark,
  selectThemeMode,
  setTheme,
  toggleTheme,
  type PreferencesState,
} from './preferences.slice';
import { selectSharedPreferences } from './preferences-sync';

const reduce = preferencesSlice.reducer;
const withTheme = (mode: PreferencesState['theme']): PreferencesState => ({ ...DEFAULT_PREFERENCES, theme: mode });
const theme = (state: PreferencesState) => ({ preferences: state });

describe('theme preference (spec §4: toggles between light and dark, light by default)', () => {
  it('starts light', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state.theme).toEqual('light');
    expect(selectIsDark(theme(state))).toBe(false);
  });

  it('toggles light → dark → light', () => {
    const dark = reduce(withTheme('light'), toggleTheme());
    expect(dark.theme).toBe('dark');
    expect(selectIsDark(theme(dark))).toBe(true);
    expect(reduce(dark, toggleTheme()).theme).toBe('light');
  });

  it('sets a mode explicitly', () => {
    expect(selectThemeMode(theme(reduce(withTheme('light'), setTheme('dark'))))).toBe('dark');
    expect(selectThemeMode(theme(reduce(withTheme('dark'), setTheme('dark'))))).toBe('dark');
    expect(selectThemeMode(theme(reduce(withTheme('dark'), setTheme('light'))))).toBe('light');
  });
});

describe('the other preferences', () => {
  it('start as the defaults: QWERTY, English, InScript in Unicode order, the timed test', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      theme: 'light',
      keyboardLayout: 'qwerty',
      language: 'en',
      hindi: { layout: 'inscript', typingOrder: 'logical', keyboardTypesHindi: false },
      testSetup: { options: TIMED_TEST, customText: '', durationSeconds: 60 },
    });
  });

  it('keep a test setup without its language or Hindi layout (those are preferences of their own)', () => {
    const options = { ...TIMED_TEST, language: 'hi', layout: 'krutidev', typingOrder: 'typewriter' } as const;
    const state = reduce(DEFAULT_PREFERENCES, chooseTestSetup({ options, customText: 'mine', durationSeconds: 30 }));
    expect(state.testSetup).toEqual({ options: TIMED_TEST, customText: 'mine', durationSeconds: 30 });
  });

  it('note a keyboard that types Hindi itself', () => {
    expect(reduce(DEFAULT_PREFERENCES, keyboardTypesHindiFound()).hindi.keyboardTypesHindi).toBe(true);
  });
});

describe("a member's settings from the server", () => {
  const fromServer: Preferences = {
    theme: 'dark',
    keyboardLayout: 'dvorak',
    test: { mode: 'quote', durationSeconds: 30, wordCount: 50, quoteLength: 'long', punctuation: true, numbers: false },
    language: 'es',
    hindi: { layout: 'krutidev', typingOrder: 'typewriter', keyboardTypesHindi: false },
  };

  it('replace this device’s, all but its custom text, and read back as they came', () => {
    const here = reduce(DEFAULT_PREFERENCES, chooseTestSetup({ ...DEFAULT_PREFERENCES.testSetup, customText: 'mine' }));
    const state = reduce(here, preferencesApplied(fromServer));
    expect(state.testSetup).toEqual({
      options: { mode: 'quote', quoteLength: 'long', punctuation: true, numbers: false },
      customText: 'mine',
      durationSeconds: 30,
    });
    expect(selectSharedPreferences({ preferences: state })).toEqual({
      ...fromServer,
      test: { ...fromServer.test, wordCount: 25 },
    });
  });

  it('saved before there was a language or Hindi choice, leave this device’s', () => {
    const { language: _language, hindi: _hindi, ...older } = fromServer;
    const here = { ...DEFAULT_PREFERENCES, language: 'hi' as const };
    const state = reduce(here, preferencesApplied(older));
    expect(state.language).toBe('hi');
    expect(state.hindi).toBe(here.hindi);
    expect(state.keyboardLayout).toBe('dvorak');
  });
});
