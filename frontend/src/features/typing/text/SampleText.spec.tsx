/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render } from '@testing-library/react';
import { createRef } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../app/store';
import { loadHindiInput } from '../../../shared/hindi/hindi-input';
import { DEFAULT_HINDI_KEYBOARD, HINDI_KEYBOARD_STORAGE_KEY } from '../../../shared/hindi/hindi-keyboard';
import { SampleText } from './SampleText';
import { INPUT_SENTINEL } from './text-input';

beforeAll(() => loadHindiInput());
afterEach(() => localStorage.clear());

/** Remembers whether the keyboard types Hindi itself; the store of the next text rendered reads it. */
const ownHindi = (keyboardTypesHindi: boolean) =>
  localStorage.setItem(HINDI_KEYBOARD_STORAGE_KEY, JSON.stringify({ ...DEFAULT_HINDI_KEYBOARD, keyboardTypesHindi }));

/** The text and its hidden field, with what reached the test as keystrokes. */
function renderText(lang: string | undefined) {
  const typed: string[][] = [];
  const inputRef = createRef<HTMLInputElement>();
  const { getByRole, unmount } = render(
    <Provider store={createAppStore({ preferenceStorage: localStorage })}>
      <SampleText
        lines={[]}
        lang={lang}
        firstLine={0}
        visibleLines={3}
        input=""
        lastWordIndex={0}
        focusRef={() => {}}
        onKeyDown={() => {}}
        inputRef={inputRef}
        onTextInput={(keys) => typed.push(keys)}
        onTouchFocus={() => {}}
        describedBy="hint"
        running={false}
      />
    </Provider>,
  );
  return { text: getByRole('textbox', { name: 'Typing test text' }), field: inputRef.current!, typed, unmount };
}

/** The field as an input method leaves it: the sentinel, then its text. */
function edit(field: HTMLInputElement, text: string, inputType: string) {
  field.value = INPUT_SENTINEL + text;
  fireEvent.input(field, { inputType });
}

describe('a desktop input method in a Hindi test on the keyboard’s own Hindi', () => {
  it('types into the hidden field: focusing the text focuses it', () => {
    ownHindi(true);
    const { text, field } = renderText('hi');
    text.focus();
    expect(document.activeElement).toBe(field);
  });

  it('types its committed text once, nothing while it composes (a syllable rewritten on the way)', () => {
    ownHindi(true);
    const { text, field, typed } = renderText('hi');
    text.focus();
    fireEvent.compositionStart(field);
    for (const composed of ['क', 'का', 'कम', 'कमल']) edit(field, composed, 'insertCompositionText');
    expect(typed).toEqual([]);
    fireEvent.compositionEnd(field, { data: 'कमल' });
    expect(typed).toEqual([['क', 'म', 'ल']]);
    expect(field.value).toBe(INPUT_SENTINEL);
    // Chromium may send the commit's input after compositionend: the field is already back to the sentinel.
    fireEvent.input(field, { inputType: 'insertFromComposition' });
    expect(typed).toHaveLength(1);
  });

  it('types nothing of a composition it cancels (its Backspace or Escape emptied it)', () => {
    ownHindi(true);
    const { text, field, typed } = renderText('hi');
    text.focus();
    fireEvent.compositionStart(field);
    edit(field, 'क', 'insertCompositionText');
    edit(field, '', 'deleteCompositionText');
    fireEvent.compositionEnd(field, { data: '' });
    expect(typed).toEqual([]);
  });

  it('types text committed without a composition and a deletion as keys; a paste or drop types nothing', () => {
    ownHindi(true);
    const { text, field, typed } = renderText('hi');
    text.focus();
    edit(field, 'क', 'insertText');
    field.value = '';
    fireEvent.input(field, { inputType: 'deleteContentBackward' });
    edit(field, 'कमल', 'insertFromPaste');
    edit(field, 'कमल', 'insertFromDrop');
    expect(typed).toEqual([['क'], ['Backspace']]);
    expect(field.value).toBe(INPUT_SENTINEL);
  });
});

describe('focus stays on the text', () => {
  it('when the page emulates a Hindi layout, or the text is English', () => {
    ownHindi(false);
    const hindi = renderText('hi');
    hindi.text.focus();
    expect(document.activeElement).toBe(hindi.text);
    hindi.unmount();
    ownHindi(true);
    const english = renderText(undefined);
    english.text.focus();
    expect(document.activeElement).toBe(english.text);
  });

  it('when Shift+Tab leaves the hidden field for it (no keyboard trap); focused again after another key', () => {
    ownHindi(true);
    const { text, field } = renderText('hi');
    text.focus();
    fireEvent.keyDown(field, { key: 'Tab', shiftKey: true });
    text.focus();
    expect(document.activeElement).toBe(text);
    field.focus();
    fireEvent.keyDown(field, { key: 'k' });
    text.focus();
    expect(document.activeElement).toBe(field);
  });
});

describe('a phone keyboard (its field focused by a touch)', () => {
  it('still types each edit while it composes, so the words show as they are typed', () => {
    ownHindi(true);
    const { field, typed } = renderText('hi');
    field.focus();
    fireEvent.compositionStart(field);
    edit(field, 'क', 'insertCompositionText');
    expect(typed).toEqual([['क']]);
  });
});
