/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { seededRandom, TIMED_TEST, words } from '@typing/typing-core';
import { loadWordSource } from '../../../shared/language/frequency-lists';
import { LANGUAGE_STORAGE_KEY, storedLanguage, storeLanguage } from '../../../shared/language/practice-language';
import { memoryStorage } from '../../../shared/storage/web-storage';
import { OnScreenKeyboard } from '../keyboard/OnScreenKeyboard';
import { SampleText } from '../text/SampleText';
import { segmentWords, splitIntoLines } from '../text/typing-layout';
import { readSetup, TEST_SETUP_STORAGE_KEY, textFor, withLanguage, writeSetup } from './test-setup';

afterEach(() => localStorage.clear());

describe('the practice language', () => {
  it('is English until another is chosen, and remembered; an unknown stored value reads as English', () => {
    expect(storedLanguage()).toBe('en');
    storeLanguage('es', { byPerson: true });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(storedLanguage()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(storedLanguage()).toBe('en');
  });

  it('gives time and word tests Spanish words once the list is loaded; quote and custom tests stay without', async () => {
    expect(withLanguage(TIMED_TEST, 'es')).toEqual(TIMED_TEST); // not loaded yet: English, honestly flagged
    const source = await loadWordSource('es');
    expect(source?.frequencyList.length).toBeGreaterThan(8000);
    expect(await loadWordSource('en')).toBeUndefined();

    const words25 = withLanguage({ mode: 'words', wordCount: 25, punctuation: false, numbers: false }, 'es');
    expect(words25.language).toBe('es');
    expect(
      withLanguage({ mode: 'quote', quoteLength: 'short', punctuation: true, numbers: false }, 'es'),
    ).not.toHaveProperty('language');
    expect(withLanguage({ ...words25, mode: 'custom' }, 'es')).not.toHaveProperty('language');
    expect(withLanguage(words25, 'en')).not.toHaveProperty('language');

    const text = textFor({ options: words25, customText: '', durationSeconds: 60 }, seededRandom(2));
    expect(words(text)).toHaveLength(25);
    const list = new Set(source?.frequencyList.slice(0, 1000));
    expect(words(text).every((word) => list.has(word))).toBe(true);
  });

  it('is read into the setup from its own key and never written into the test options', async () => {
    await loadWordSource('es');
    storeLanguage('es', { byPerson: false });
    const { storage, items } = memoryStorage();
    writeSetup({ options: { ...TIMED_TEST, language: 'es' }, customText: '', durationSeconds: 30 }, storage);
    expect(JSON.parse(items.get(TEST_SETUP_STORAGE_KEY) ?? '{}')).not.toHaveProperty('language');
    expect(readSetup(storage).options).toEqual({ ...TIMED_TEST, language: 'es' });
  });
});

describe('the on-screen keyboard in Spanish', () => {
  const key = (container: HTMLElement, k: string) => container.querySelector(`[data-key="${k}"]`);

  it('has ñ after l and the accent key on QWERTY; an accented vowel’s mistakes show on the accent key', () => {
    const { container } = render(
      <OnScreenKeyboard
        language="es"
        weakKeys={[
          { key: 'á', count: 2 },
          { key: 'é', count: 1 },
          { key: 'ñ', count: 1 },
        ]}
      />,
    );
    const middle = [...container.querySelectorAll('.kb-row')][1]!;
    expect([...middle.querySelectorAll('.kb-key')].map((k) => k.getAttribute('data-key')).join('')).toBe('asdfghjklñ´');
    expect(key(container, '´')?.querySelector('.kb-badge')?.textContent).toBe('3');
    expect(key(container, 'ñ')?.className).toContain('kb-key-weak');
    expect(key(container, 'a')?.className).not.toContain('kb-key-weak');
  });

  it('is the plain board in English', () => {
    const { container } = render(<OnScreenKeyboard weakKeys={[]} />);
    expect(key(container, 'ñ')).toBeNull();
    expect(container.querySelectorAll('.kb-key')).toHaveLength(27);
  });
});

describe('the text of a Spanish test', () => {
  it('is marked as Spanish line by line (the page around it stays English)', () => {
    const { container } = render(
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
    );
    expect(container.querySelector('[data-line="0"]')?.getAttribute('lang')).toBe('es');
    expect(container.querySelector('[role="textbox"]')?.hasAttribute('lang')).toBe(false);
  });
});
