import { KEY_BACKSPACE } from '@typing/typing-core';

/**
 * Phone keyboards do not send key events worth reading (`key` is "Unidentified"): their typing
 * arrives as edits of a focused text field. The page keeps a hidden field holding only this
 * sentinel, turns each edit into the keystrokes it stands for, and puts the sentinel back. The
 * sentinel is never empty, so Backspace always has something to delete and fires an edit.
 */
export const INPUT_SENTINEL = ' ';

/**
 * The keystrokes that turn `before` into `after`: one Backspace per character removed after the
 * common prefix, then the inserted characters one by one. An autocorrected word becomes "erase the
 * word, type the correction", which is what the typist's text now says.
 */
export function editToKeys(before: string, after: string): string[] {
  let common = 0;
  const limit = Math.min(before.length, after.length);
  while (common < limit && before[common] === after[common]) common++;
  const keys: string[] = [];
  for (let i = common; i < before.length; i++) keys.push(KEY_BACKSPACE);
  // Code points, so an emoji is one (rejected) key rather than two halves.
  for (const char of after.slice(common)) keys.push(char === '\n' ? 'Enter' : char);
  return keys;
}
