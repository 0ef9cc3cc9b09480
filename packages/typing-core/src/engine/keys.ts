/** Tab (new text) and Esc belong to the page. */
export const KEY_BACKSPACE = 'Backspace';
export const KEY_ENTER = 'Enter';
export const KEY_DELETE = 'Delete';
export const KEY_NO_EDIT = 'NoEdit';

/** One UTF-16 unit that is not a control, format or surrogate character. */
export function isPrintableKey(key: string): boolean {
  return key.length === 1 && !/\p{C}/u.test(key);
}

/** A typed key as people read it, on screen and aloud: the space bar has no glyph. */
export const keyName = (key: string): string => (key === ' ' ? 'space' : key);
