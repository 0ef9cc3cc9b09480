/**
 * A test's keystroke log: every key the engine took — characters, Backspace, Enter —
 * with its time, so the server can replay the test and judge its rhythm. Compact, as Monkeytype
 * sends key spacing with each result: per key, the key itself (Backspace as \b, Enter as \n) then
 * the milliseconds since the key before in base 36 and a `.`: `t0.h5k.e4x.` Times are whole
 * milliseconds from the first key (the test's start), floored.
 */
import { type AppendLog, logToArray } from './append-log';
import { KEY_BACKSPACE, KEY_ENTER, type TimedKey } from './keystroke';

const CODE_OF: Record<string, string> = { [KEY_BACKSPACE]: '\b', [KEY_ENTER]: '\n' };
const KEY_OF: Record<string, string> = { '\b': KEY_BACKSPACE, '\n': KEY_ENTER };

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

/** Most base-36 digits of one gap (7: over 900 days, far past any test). */
const MAX_GAP_DIGITS = 7;
const DOT = 46;

/** The value of a base-36 digit (0-9, a-z), or -1. */
function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  return -1;
}

/** Logs read lately, by their text (see decodeKeyLog). */
const recentlyRead = new Map<string, readonly TimedKey[] | null>();
const RECENTLY_READ = 64;

/**
 * The keys and their times back (from the first key's gap), or null for a text that is not a log.
 * The results service reads each save's log twice, in its schema and in the replay, with other
 * saves' in between: the last RECENTLY_READ logs are kept by their text, so the second reading is
 * a lookup. What it answers is shared, hence read-only.
 */
export function decodeKeyLog(text: string): readonly TimedKey[] | null {
  const known = recentlyRead.get(text);
  if (known !== undefined) return known;
  const keys = readKeyLog(text);
  recentlyRead.set(text, keys);
  if (recentlyRead.size > RECENTLY_READ) recentlyRead.delete(recentlyRead.keys().next().value!);
  return keys;
}

/** One pass over the characters, no regular expression or substring per key. */
function readKeyLog(text: string): TimedKey[] | null {
  const keys: TimedKey[] = [];
  let at = 0;
  let i = 0;
  while (i < text.length) {
    const code = text[i]!;
    let gap = 0;
    let end = i + 1;
    for (; end < text.length && text.charCodeAt(end) !== DOT; end++) {
      const digit = digitValue(text.charCodeAt(end));
      if (digit < 0) return null;
      gap = gap * 36 + digit;
    }
    const digits = end - i - 1;
    if (end >= text.length || digits === 0 || digits > MAX_GAP_DIGITS) return null;
    at += gap;
    keys.push({ key: KEY_OF[code] ?? code, atMs: at });
    i = end + 1;
  }
  return keys;
}
