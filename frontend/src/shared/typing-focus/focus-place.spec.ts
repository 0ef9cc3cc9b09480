/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { focusPlace, focusPrompt, PROMPT_ANY_KEY, PROMPT_CLICK, redirectsToTest, type FocusPlace } from './focus-place';

document.body.innerHTML = `
  <main id="main" tabindex="-1">
    <div id="text" role="textbox" tabindex="0"><input id="phone" /><span id="char">a</span></div>
    <button id="button">New Text</button>
    <a id="link" href="/about">About</a>
    <label><input id="radio" type="radio" /> 30s</label>
    <button id="switch" role="switch">Keyboard</button>
    <select id="select"><option>QWERTY</option></select>
    <input id="email" type="email" />
    <textarea id="textarea"></textarea>
    <div id="editable" contenteditable="true"></div>
    <dialog id="dialog" open><button id="dialog-button">Cancel</button></dialog>
    <div role="menu"><a id="menu-item" role="menuitem" href="/x">Item</a></div>
    <div id="region" tabindex="0">scrollable</div>
  </main>`;
const text = document.getElementById('text');
const placeOf = (id: string) => focusPlace(document.getElementById(id), text);

describe('where focus is, for the typing test', () => {
  it.each<[string, FocusPlace]>([
    ['text', 'text'],
    ['phone', 'text'],
    ['main', 'page'],
    ['region', 'page'],
    ['button', 'control'],
    ['link', 'control'],
    ['radio', 'control'],
    ['switch', 'control'],
    ['select', 'field'],
    ['email', 'field'],
    ['textarea', 'field'],
    ['editable', 'field'],
    ['dialog-button', 'field'],
    ['menu-item', 'field'],
  ])('#%s is %s', (id, place) => {
    expect(placeOf(id)).toBe(place);
  });

  it('nothing focused, or the body, is the page', () => {
    expect(focusPlace(null, text)).toBe('page');
    expect(focusPlace(document.body, text)).toBe('page');
    expect(focusPlace(document.documentElement, text)).toBe('page');
  });
});

describe('which keys go to the test', () => {
  it('from the page: characters, Space, Backspace, Enter and Esc; not Tab or other keys', () => {
    for (const key of ['a', 'Z', '7', '.', ' ', 'Backspace', 'Enter', 'Escape']) {
      expect(redirectsToTest('page', key)).toBe(true);
    }
    for (const key of ['Tab', 'Shift', 'ArrowDown', 'F5', 'Unidentified'])
      expect(redirectsToTest('page', key)).toBe(false);
  });

  it('from a control: characters and Backspace; Space, Enter and Esc stay the control’s', () => {
    for (const key of ['a', 'Z', '7', '.', 'Backspace']) expect(redirectsToTest('control', key)).toBe(true);
    for (const key of [' ', 'Enter', 'Escape', 'Tab', 'ArrowLeft']) expect(redirectsToTest('control', key)).toBe(false);
  });

  it('from a field or the text itself: none (they handle their own keys)', () => {
    for (const key of ['a', ' ', 'Backspace', 'Enter', 'Escape']) {
      expect(redirectsToTest('field', key)).toBe(false);
      expect(redirectsToTest('text', key)).toBe(false);
    }
  });
});

describe('the prompt over the text', () => {
  it('is absent while the text holds focus in a focused window', () => {
    expect(focusPrompt('text', true)).toBeNull();
  });

  it('offers any key where a key would reach the test, else only a click', () => {
    expect(focusPrompt('page', true)).toBe(PROMPT_ANY_KEY);
    expect(focusPrompt('control', true)).toBe(PROMPT_ANY_KEY);
    expect(focusPrompt('field', true)).toBe(PROMPT_CLICK);
    expect(focusPrompt('text', false)).toBe(PROMPT_CLICK);
    expect(focusPrompt('page', false)).toBe(PROMPT_CLICK);
  });
});
