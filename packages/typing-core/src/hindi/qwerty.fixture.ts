import { US_QWERTY } from './key-log-chars';
import type { PhysicalKey } from './layout';

const BY_CHAR = new Map<string, { code: string; shift: boolean }>();
for (const [code, plain, shift] of US_QWERTY) {
  BY_CHAR.set(shift, { code, shift: true });
  BY_CHAR.set(plain, { code, shift: false });
}

/** The references' notation for Remington and KrutiDev sequences ("f'k{kk"); `⌥` adds AltGr. */
export function qwertyKeys(ascii: string): PhysicalKey[] {
  const keys: PhysicalKey[] = [];
  let altGr = false;
  for (const char of ascii) {
    if (char === '⌥') {
      altGr = true;
      continue;
    }
    const key = BY_CHAR.get(char);
    if (!key) throw new Error(`no US QWERTY key types ${JSON.stringify(char)}`);
    keys.push({ ...key, altGr });
    altGr = false;
  }
  return keys;
}

export function typeAll(
  emulator: { press(key: PhysicalKey): { deleteBefore: number; insert: string } | null },
  keys: readonly PhysicalKey[],
  apply: (text: string, edit: { deleteBefore: number; insert: string }) => string,
  start = '',
): string {
  let text = start;
  for (const key of keys) {
    const edit = emulator.press(key);
    if (edit) text = apply(text, edit);
  }
  return text;
}
