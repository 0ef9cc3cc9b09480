import { isPrintableKey, KEY_BACKSPACE, KEY_ENTER } from '@typing/typing-core';

/** Where focus is for test keys (docs/decisions/typing-engine/input-and-focus.md): text, page, control or field. */
export type FocusPlace = 'text' | 'page' | 'control' | 'field';

const FIELD = [
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  'input:not([type=button], [type=submit], [type=reset], [type=radio], [type=checkbox], [type=file], [type=image])',
  'dialog',
  ...['dialog', 'alertdialog', 'menu', 'menubar', 'listbox', 'combobox', 'tree', 'grid', 'slider', 'spinbutton'].map(
    (role) => `[role=${role}]`,
  ),
].join(', ');

const CONTROL = [
  'button',
  'a[href]',
  'input',
  'summary',
  ...['button', 'link', 'switch', 'radio', 'checkbox', 'tab', 'menuitem', 'option'].map((role) => `[role=${role}]`),
].join(', ');

export function focusPlace(focused: Element | null, textArea: Element | null): FocusPlace {
  if (!focused || focused === focused.ownerDocument.body || focused === focused.ownerDocument.documentElement) {
    return 'page';
  }
  if (textArea?.contains(focused)) return 'text';
  if (focused.closest(FIELD)) return 'field';
  // Containers focusable only for scrolling or the skip link (e.g. `<main tabindex=-1>`) are page space.
  return focused.matches(CONTROL) ? 'control' : 'page';
}

/** Whether a key at `place` goes to the test; Tab stays the browser's, and a control keeps Space and Backspace. */
export function redirectsToTest(place: FocusPlace, key: string): boolean {
  switch (place) {
    case 'page':
      return key === KEY_ENTER || key === KEY_BACKSPACE || key === 'Escape' || isPrintableKey(key);
    case 'control':
      return key === KEY_BACKSPACE || (key !== ' ' && isPrintableKey(key));
    default:
      return false;
  }
}

export const PROMPT_ANY_KEY = 'Click here or press any key to focus';
export const PROMPT_CLICK = 'Click here to focus';

export function focusPrompt(place: FocusPlace, windowFocused: boolean): string | null {
  if (!windowFocused) return PROMPT_CLICK;
  if (place === 'text') return null;
  return place === 'field' ? PROMPT_CLICK : PROMPT_ANY_KEY;
}
