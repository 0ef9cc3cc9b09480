/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { createTest, type TypingState } from '@typing/typing-core';
import { createAppStore } from '../../app/store';
import { chooseHindiKeyboard, keyboardTypesHindiFound, selectHindiKeyboard } from '../preferences/preferences.slice';
import { ClusterWord, clusterEdges } from './ClusterWord';
import { DEFAULT_HINDI_KEYBOARD, HINDI_KEYBOARD_STORAGE_KEY } from './hindi-keyboard';
import { hindiKeyName } from './hindi-key-name';
import { emulatedLayout, hindiTestOptions, takeHindiKey, takeHindiText, type HindiTypingRef } from './take-hindi-key';

afterEach(() => localStorage.clear());

/** What the page does on finding the keyboard types Hindi: the store remembers it. */
const typesHindi = (store: ReturnType<typeof createAppStore>) => () => void store.dispatch(keyboardTypesHindiFound());

/** The store's preferences, remembered in this page's local storage. */
function preferences() {
  const store = createAppStore({ preferenceStorage: localStorage });
  return { store, hindi: () => selectHindiKeyboard(store.getState()) };
}

const WORDS = { mode: 'words', wordCount: 25, punctuation: true, numbers: true } as const;

describe('the Hindi keyboard preference', () => {
  it('is InScript in Unicode order until chosen, then remembered; what cannot be read is the default', () => {
    const { store, hindi } = preferences();
    expect(hindi()).toEqual(DEFAULT_HINDI_KEYBOARD);
    store.dispatch(chooseHindiKeyboard({ layout: 'krutidev', typingOrder: 'typewriter', keyboardTypesHindi: false }));
    const remembered = preferences().hindi;
    expect(remembered()).toEqual({ layout: 'krutidev', typingOrder: 'typewriter', keyboardTypesHindi: false });
    // The same object while nothing changed (selectors re-render nothing).
    expect(remembered()).toBe(remembered());
    localStorage.setItem(HINDI_KEYBOARD_STORAGE_KEY, '{"layout":"phonetic"}');
    expect(preferences().hindi()).toEqual(DEFAULT_HINDI_KEYBOARD);
    localStorage.setItem(HINDI_KEYBOARD_STORAGE_KEY, 'not json');
    expect(preferences().hindi()).toEqual(DEFAULT_HINDI_KEYBOARD);
  });

  it('gives a Hindi test the emulated layout and its order, or none when the keyboard types Hindi; never the extras', () => {
    const { store, hindi } = preferences();
    store.dispatch(
      chooseHindiKeyboard({ layout: 'remington-gail', typingOrder: 'typewriter', keyboardTypesHindi: false }),
    );
    expect(hindiTestOptions(WORDS, hindi())).toEqual({
      ...WORDS,
      punctuation: false,
      numbers: false,
      language: 'hi',
      layout: 'remington-gail',
      typingOrder: 'typewriter',
    });
    store.dispatch(keyboardTypesHindiFound());
    expect(hindiTestOptions(WORDS, hindi())).toEqual({ ...WORDS, punctuation: false, numbers: false, language: 'hi' });
  });

  it('names the layout the page emulates (AI Practice asks for it), none when the keyboard types Hindi', () => {
    const { store, hindi } = preferences();
    expect(emulatedLayout(hindi())).toBe('inscript');
    store.dispatch(chooseHindiKeyboard({ layout: 'krutidev', typingOrder: 'typewriter', keyboardTypesHindi: false }));
    expect(emulatedLayout(hindi())).toBe('krutidev');
    store.dispatch(keyboardTypesHindiFound());
    expect(emulatedLayout(hindi())).toBeUndefined();
  });
});

describe('a Hindi test’s keys', () => {
  const key = (code: string, key: string, shiftKey = false) => ({
    key,
    code,
    shiftKey,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    preventDefault: () => {},
  });
  const test = (): TypingState =>
    createTest('कक्ष', 60, { ...WORDS, language: 'hi', layout: 'inscript', typingOrder: 'logical' });

  it('are taken by where they are, through the layout: KeyK types क, Shift+7 types क्ष', () => {
    const typing: HindiTypingRef = { current: null };
    let state = test();
    for (const event of [key('KeyK', 'k'), key('Digit7', '&', true)]) {
      const outcome = takeHindiKey(event, state, typing, typesHindi(preferences().store));
      if (!outcome.taken || !('next' in outcome) || !outcome.next) throw new Error('key not typed');
      state = outcome.next(state);
    }
    expect(state.userInput).toBe('कक्ष');
    expect(state.status).toBe('complete');
    expect(takeHindiKey(key('Enter', 'Enter'), state, typing, typesHindi(preferences().store))).toEqual({
      taken: false,
    });
  });

  it('switch to the keyboard’s own Hindi when the first key comes typed in Devanagari, keeping what it typed', () => {
    const { store, hindi } = preferences();
    const outcome = takeHindiKey(key('KeyK', 'क'), test(), { current: null }, typesHindi(store));
    expect(outcome).toEqual({ taken: true, keyboardTypesHindi: true, characters: ['क'] });
    expect(hindi().keyboardTypesHindi).toBe(true);
    const conjunct = takeHindiKey(key('Digit7', 'क्ष', true), test(), { current: null }, typesHindi(store));
    expect(conjunct).toEqual({ taken: true, keyboardTypesHindi: true, characters: ['क', '्', 'ष'] });
  });

  it('take no phone keyboard’s Latin text (it has no key positions), and Devanagari from it as the keyboard’s own Hindi', () => {
    const { store, hindi } = preferences();
    expect(takeHindiText(['k'], test(), typesHindi(store))).toEqual({ taken: true });
    expect(hindi().keyboardTypesHindi).toBe(false);
    expect(takeHindiText(['क'], test(), typesHindi(store))).toEqual({
      taken: true,
      keyboardTypesHindi: true,
      characters: ['क'],
    });
    expect(hindi().keyboardTypesHindi).toBe(true);
    const ownKeyboard = createTest('कक्ष', 60, { ...WORDS, language: 'hi' });
    expect(takeHindiText(['क'], ownKeyboard, typesHindi(store))).toEqual({ taken: false });
  });

  it('are named by what the layout types there and where the key is', () => {
    expect(hindiKeyName('inscript', 'k')).toBe('क K');
    expect(hindiKeyName('inscript', 'K')).toBe('ख Shift+K');
    expect(hindiKeyName('inscript', '&')).toBe('क्ष Shift+7');
  });
});

describe('a Hindi word drawn by grapheme cluster', () => {
  it('keeps क्ष one cluster', () => {
    expect(clusterEdges('कक्षा ')).toEqual([0, 1, 5, 6]);
  });

  it('colours whole clusters, leaves the one being typed unjudged, and puts the caret before it', () => {
    const { container } = render(<ClusterWord text="क्षेत्र " typed="क्षेत" cursor={5} />);
    const clusters = [...container.querySelectorAll('.ch-cluster')];
    expect(clusters.map((span) => span.textContent)).toEqual(['क्षे', 'त्र', ' ']);
    expect(clusters.map((span) => span.className.match(/ch-(ok|bad|todo)/)?.[1])).toEqual(['ok', 'todo', 'todo']);
    expect(clusters[1]!.classList.contains('ch-cursor')).toBe(true);
    const wrong = render(<ClusterWord text="कि " typed="का" cursor={-1} />).container;
    expect(wrong.querySelector('.ch-cluster')!.className).toContain('ch-bad');
  });
});
