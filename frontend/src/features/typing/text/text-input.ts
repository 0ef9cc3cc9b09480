import { KEY_BACKSPACE } from '@typing/typing-core';

/** Phone keyboards only edit a field: edits of this sentinel become keystrokes; non-empty, so Backspace fires too. */
export const INPUT_SENTINEL = ' ';

/** The keystrokes that turn `before` into `after`: an autocorrected word becomes "erase it, type the correction". */
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
