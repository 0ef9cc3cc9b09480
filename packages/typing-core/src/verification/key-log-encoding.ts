// Per key (Backspace \b, Enter \n, Delete \x7f, no edit \0): key, base-36 ms since the last, `.`: `t0.h5k.e4x.`.
// An exam key edited away from the end adds `:start[,end]` (`x5:a.`).
import { type AppendLog, logToArray } from '../engine/append-log';
import { KEY_BACKSPACE, KEY_DELETE, KEY_ENTER, KEY_NO_EDIT } from '../engine/keys';
import type { TimedKey } from '../engine/typing-test';

const CODE_OF: Record<string, string> = {
  [KEY_BACKSPACE]: '\b',
  [KEY_ENTER]: '\n',
  [KEY_DELETE]: '\x7f',
  [KEY_NO_EDIT]: '\0',
};
const KEY_OF: Record<string, string> = Object.fromEntries(Object.entries(CODE_OF).map(([key, code]) => [code, key]));

const caretText = (caret: TimedKey['caret']) =>
  caret ? `:${caret[0].toString(36)}${caret[1] === caret[0] ? '' : `,${caret[1].toString(36)}`}` : '';

export function encodeKeyLog(log: AppendLog<TimedKey> | readonly TimedKey[]): string {
  const keys = Array.isArray(log) ? (log as readonly TimedKey[]) : logToArray(log as AppendLog<TimedKey>);
  const start = keys[0]?.atMs ?? 0;
  let previous = 0;
  let text = '';
  for (const { key, atMs, caret } of keys) {
    // Floored: a key taken just before a timed test's deadline stays before it.
    const offset = Math.floor(atMs - start);
    text += `${CODE_OF[key] ?? key}${(offset - previous).toString(36)}${caretText(caret)}.`;
    previous = offset;
  }
  return text;
}

/** 7: over 900 days, far past any test. */
const MAX_GAP_DIGITS = 7;
const DOT = 46;
const COLON = 58;
const COMMA = 44;

function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  return -1;
}

const recentlyRead = new Map<string, readonly TimedKey[] | null>();
const RECENTLY_READ = 64;

/** The results service reads each log twice, other saves between, so recent ones are cached: answers are read-only. */
export function decodeKeyLog(text: string): readonly TimedKey[] | null {
  const known = recentlyRead.get(text);
  if (known !== undefined) return known;
  const keys = readKeyLog(text);
  recentlyRead.set(text, keys);
  if (recentlyRead.size > RECENTLY_READ) recentlyRead.delete(recentlyRead.keys().next().value!);
  return keys;
}

/** One pass, no regular expression or substring per key. */
function readKeyLog(text: string): TimedKey[] | null {
  const keys: TimedKey[] = [];
  let at = 0;
  let i = 0;
  while (i < text.length) {
    const code = text[i]!;
    const numbers: number[] = [];
    let value = 0;
    let digits = 0;
    let end = i + 1;
    for (; end < text.length && text.charCodeAt(end) !== DOT; end++) {
      const char = text.charCodeAt(end);
      const separator = numbers.length === 0 ? COLON : COMMA;
      if (char === separator && digits > 0 && numbers.length < 2) {
        numbers.push(value);
        value = 0;
        digits = 0;
        continue;
      }
      const digit = digitValue(char);
      if (digit < 0 || ++digits > MAX_GAP_DIGITS) return null;
      value = value * 36 + digit;
    }
    if (end >= text.length || digits === 0) return null;
    numbers.push(value);
    const [gap, start, stop = start] = numbers as [number, number?, number?];
    at += gap;
    const key = KEY_OF[code] ?? code;
    if (start === undefined) keys.push({ key, atMs: at });
    else if (stop! < start) return null;
    else keys.push({ key, atMs: at, caret: [start, stop!] });
    i = end + 1;
  }
  return keys;
}
