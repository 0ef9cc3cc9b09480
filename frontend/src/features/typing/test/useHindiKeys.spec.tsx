/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useCallback } from 'react';
import { Provider, useStore } from 'react-redux';
import { createAppStore } from '../../../app/store';
import { loadHindiInput } from '../../../shared/hindi/hindi-input';
import { DEFAULT_HINDI_KEYBOARD, HINDI_KEYBOARD_STORAGE_KEY } from '../../../shared/hindi/hindi-keyboard';
import { hindiTestOptions } from '../../../shared/hindi/take-hindi-key';
import { selectHindiKeyboard, type WithPreferencesState } from '../../../shared/preferences/preferences.slice';
import type { TestKeyEvent } from '../../../shared/typing-focus/useKeyRedirect';
import { startSession } from './typing-session';
import { useHindiKeys } from './useHindiKeys';
import { useTypingSession } from './useTypingSession';

beforeAll(() => loadHindiInput());
afterEach(() => localStorage.clear());

const TEXT = 'कक्ष';
const WORDS = { mode: 'words', wordCount: 25, punctuation: false, numbers: false } as const;

/** A Hindi test as the page runs it: the restart shows the same text with the options the keyboard now calls for. */
function useHindiTest() {
  const store = useStore<WithPreferencesState>();
  const options = useCallback(() => hindiTestOptions(WORDS, selectHindiKeyboard(store.getState())), [store]);
  const { session, dispatch, typeKeys, showText } = useTypingSession(() => startSession(TEXT, 60, options()));
  const restart = useCallback(() => showText(options(), TEXT), [showText, options]);
  const { onKey } = useHindiKeys(session.test, dispatch, typeKeys, restart);
  return { test: session.test, onKey };
}

/** The hook under the app's store; `hindi` reads the Hindi keyboard it holds. */
function renderHindiTest() {
  const store = createAppStore({ preferenceStorage: localStorage });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { ...renderHook(useHindiTest, { wrapper }), hindi: () => selectHindiKeyboard(store.getState()) };
}

const press = (code: string, key: string, shiftKey = false) => ({
  key,
  code,
  shiftKey,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  preventDefault: () => {},
});

describe('a Hindi test’s first key', () => {
  it('typed by where it is while the page emulates InScript', () => {
    const { result } = renderHindiTest();
    act(() => void result.current.onKey(press('KeyK', 'k')));
    expect(result.current.test.options.layout).toBe('inscript');
    expect(result.current.test.userInput).toBe('क');
  });

  it('typed in Devanagari by the keyboard itself: the test starts again without emulation, that key typed in', () => {
    const { result, hindi } = renderHindiTest();
    let taken = false;
    act(() => void (taken = result.current.onKey(press('KeyK', 'क'))));
    expect(taken).toBe(true);
    expect(hindi().keyboardTypesHindi).toBe(true);
    expect(result.current.test.options.layout).toBeUndefined();
    expect(result.current.test.userInput).toBe('क');
    expect(result.current.test.status).toBe('running');
  });

  it('typing a conjunct (InScript’s क्ष) with the keyboard’s own Hindi: every character of it typed in', () => {
    const { result } = renderHindiTest();
    act(() => void result.current.onKey(press('Digit7', 'क्ष', true)));
    expect(result.current.test.options.layout).toBeUndefined();
    expect(result.current.test.userInput).toBe('क्ष');
  });

  it('a key an input method composes with (keyCode 229, its own key name or Process): taken, nothing typed', () => {
    localStorage.setItem(
      HINDI_KEYBOARD_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_HINDI_KEYBOARD, keyboardTypesHindi: true }),
    );
    const { result } = renderHindiTest();
    for (const key of ['k', 'Process', 'Backspace']) {
      let taken = false;
      act(() => void (taken = result.current.onKey({ ...press('KeyK', key), keyCode: 229 } as TestKeyEvent)));
      expect(taken).toBe(true);
    }
    expect(result.current.test.userInput).toBe('');
    expect(result.current.test.status).not.toBe('running');
  });
});
