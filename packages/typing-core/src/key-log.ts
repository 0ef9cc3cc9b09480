/**
 * A test's keystroke log (issue 17): every key the engine took — characters, Backspace, Enter —
 * with its time, so the server can replay the test and judge its rhythm. Compact, as Monkeytype
 * sends key spacing with each result: per key, the key itself (Backspace as \b, Enter as \n) then
 * the milliseconds since the key before in base 36 and a `.`: `t0.h5k.e4x.` Times are whole
 * milliseconds from the first key (the test's start), floored.
 */
import { type AppendLog, logToArray } from './append-log';
import { KEY_BACKSPACE, KEY_ENTER, type TimedKey } from './keystroke';

const CODE_OF: Record<string, string> = { [KEY_BACKSPACE]: '\b', [KEY_ENTER]: '\n' };
const KEY_OF: Record<string, string> = { '\b': KEY_BACKSPACE, '\n': KEY_ENTER };
const GAP = /^[0-9a-z]{1,7}$/;

/** The log as sent, times from the first key; '' for a test that never started. */
export function encodeKeyLog(log: AppendLog<TimedKey>): string {
  const keys = logToArray(log);
  const start = keys[0]?.atMs ?? 0;
  let previous = 0;
  let text = '';
  for (const { key, atMs } of keys) {
    // Floored, never rounded up: a key the page took just before a timed test's deadline stays before it.
    const offset = Math.floor(atMs - start);
    text += `${CODE_OF[key] ?? key}${(offset - previous).toString(36)}.`;
    previous = offset;
  }
  return text;
}

/** The keys and their times back (the first at 0), or null for a text that is not a log. */
export function decodeKeyLog(text: string): TimedKey[] | null {
  const keys: TimedKey[] = [];
  let at = 0;
  let i = 0;
  while (i < text.length) {
    const code = text[i]!;
    const end = text.indexOf('.', i + 1);
    if (end < 0) return null;
    const gap = text.slice(i + 1, end);
    if (!GAP.test(gap)) return null;
    at += parseInt(gap, 36);
    keys.push({ key: KEY_OF[code] ?? code, atMs: at });
    i = end + 1;
  }
  return keys;
}
