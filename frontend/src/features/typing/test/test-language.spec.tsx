/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { seededRandom, TIMED_TEST, words } from '@typing/typing-core';
import { createAppStore } from '../../../app/store';
import { DEFAULT_HINDI_KEYBOARD } from '../../../shared/hindi/hindi-keyboard';
import { loadWordSource } from '../../../shared/language/frequency-lists';
import { LANGUAGE_STORAGE_KEY } from '../../../shared/language/practice-language';
import {
  chooseLanguage,
  chooseTestSetup,
  selectHindiKeyboard,
  selectLanguage,
  selectTestSetup,
} from '../../../shared/preferences/preferences.slice';
import { TEST_SETUP_STORAGE_KEY } from '../../../shared/preferences/test-setup-storage';
import { memoryStorage } from '../../../shared/storage/web-storage';
import { OnScreenKeyboard } from '../keyboard/OnScreenKeyboard';
import { SampleText } from '../text/SampleText';
import { segmentWords, splitIntoLines } from '../text/typing-layout';
import { textFor, withLanguage } from './test-setup';

afterEach(() => localStorage.clear());

const inStore = (ui: ReactNode) => <Provider store={createAppStore()}>{ui}</Provider>;
/** Spanish and English tests take no Hindi keyboard. */
const inLanguage = (options: Parameters<typeof withLanguage>[0], language: Parameters<typeof withLanguage>[1]) =>
  withLanguage(options, language, DEFAULT_HINDI_KEYBOARD);

describe('the practice language', () => {
  it('is English until another is chosen, and remembered; an unknown stored value reads as English', () => {
    const store = createAppStore({ preferenceStorage: localStorage });
    expect(selectLanguage(store.getState())).toBe('en');
    store.dispatch(chooseLanguage('es'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(selectLanguage(store.getState())).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(selectLanguage(createAppStore({ preferenceStorage: localStorage }).getState())).toBe('en');
  });

  it('gives time and word tests Spanish words once the list is loaded; quote and custom tests stay without', async () => {
    expect(inLanguage(TIMED_TEST, 'es')).toEqual(TIMED_TEST); // not loaded yet: English, honestly flagged
    const source = await loadWordSource('es');
    expect(source?.frequencyList.length).toBeGreaterThan(8000);
    expect(await loadWordSource('en')).toBeUndefined();

    const words25 = inLanguage({ mode: 'words', wordCount: 25, punctuation: false, numbers: false }, 'es');
    expect(words25.language).toBe('es');
    expect(
      inLanguage({ mode: 'quote', quoteLength: 'short', punctuation: true, numbers: false }, 'es'),
    ).not.toHaveProperty('language');
    expect(inLanguage({ ...words25, mode: 'custom' }, 'es')).not.toHaveProperty('language');
    expect(inLanguage(words25, 'en')).not.toHaveProperty('language');

    const text = textFor({ options: words25, customText: '', durationSeconds: 60 }, seededRandom(2));
    expect(words(text)).toHaveLength(25);
    const list = new Set(source?.frequencyList.slice(0, 1000));
    expect(words(text).every((word) => list.has(word))).toBe(true);
  });

  it('is read into the setup from its own key and never written into the test options', async () => {
    await loadWordSource('es');
    const { storage, items } = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es' });
    const setup = { options: { ...TIMED_TEST, language: 'es' }, customText: '', durationSeconds: 30 } as const;
    createAppStore({ preferenceStorage: storage }).dispatch(chooseTestSetup(setup));
    expect(JSON.parse(items.get(TEST_SETUP_STORAGE_KEY) ?? '{}')).not.toHaveProperty('language');
    const state = createAppStore({ preferenceStorage: storage }).getState();
    const { options } = selectTestSetup(state);
    expect(withLanguage(options, selectLanguage(state), selectHindiKeyboard(state))).toEqual({
      ...TIMED_TEST,
      language: 'es',
    });
  });
});

describe('the on-screen keyboard in Spanish', () => {
  const key = (container: HTMLElement, k: string) => container.querySelector(`[data-key="${k}"]`);

  it('has ñ after l and the accent key on QWERTY; an accented vowel’s mistakes show on the accent key', () => {
    const { container } = render(
      inStore(
        <OnScreenKeyboard
          language="es"
          weakKeys={[
            { key: 'á', count: 2 },
            { key: 'é', count: 1 },
            { key: 'ñ', count: 1 },
          ]}
        />,
      ),
    );
    const middle = [...container.querySelectorAll('.kb-row')][1]!;
    expect([...middle.querySelectorAll('.kb-key')].map((k) => k.getAttribute('data-key')).join('')).toBe('asdfghjklñ´');
    expect(key(container, '´')?.querySelector('.kb-badge')?.textContent).toBe('3');
    expect(key(container, 'ñ')?.className).toContain('kb-key-weak');
    expect(key(container, 'a')?.className).not.toContain('kb-key-weak');
  });

  it('is the plain board in English', () => {
    const { container } = render(inStore(<OnScreenKeyboard weakKeys={[]} />));
    expect(key(container, 'ñ')).toBeNull();
    expect(container.querySelectorAll('.kb-key')).toHaveLength(27);
  });
});

describe('the text of a Spanish test', () => {
  it('is marked as Spanish line by line (the page around it stays English)', () => {
    const { container } = render(
      inStore(
        <SampleText
          lines={splitIntoLines(segmentWords('mañana qué'))}
          lang="es"
          firstLine={0}
          visibleLines={3}
          input=""
          lastWordIndex={0}
          focusRef={() => undefined}
          onKeyDown={() => undefined}
          inputRef={createRef<HTMLInputElement>()}
          onTextInput={() => undefined}
          onTouchFocus={() => undefined}
          describedBy="hint"
          running={false}
        />,
      ),
    );
    expect(container.querySelector('[data-line="0"]')?.getAttribute('lang')).toBe('es');
    expect(container.querySelector('[role="textbox"]')?.hasAttribute('lang')).toBe(false);
  });
});
