import type { PhysicalKey } from './layout';

/** US QWERTY: the character each key types, plain and with Shift, by `KeyboardEvent.code`. */
export const US_QWERTY: readonly (readonly [code: string, plain: string, shift: string])[] = [
  ['Backquote', '`', '~'],
  ...'1234567890'.split('').map((digit, i) => [`Digit${digit}`, digit, '!@#$%^&*()'[i]!] as const),
  ['Minus', '-', '_'],
  ['Equal', '=', '+'],
  ...'abcdefghijklmnopqrstuvwxyz'
    .split('')
    .map((letter) => [`Key${letter.toUpperCase()}`, letter, letter.toUpperCase()] as const),
  ['BracketLeft', '[', '{'],
  ['BracketRight', ']', '}'],
  ['Backslash', '\\', '|'],
  ['Semicolon', ';', ':'],
  ['Quote', "'", '"'],
  ['Comma', ',', '<'],
  ['Period', '.', '>'],
  ['Slash', '/', '?'],
  ['Space', ' ', ' '],
];

/**
 * AltGr layers are logged in the Private Use Area: U+E000 plus the US QWERTY character of the same key
 * and Shift (AltGr+KeyK is U+E06B, AltGr+Shift+KeyK U+E04B), so every key and layer is one character.
 */
const ALT_GR_BASE = 0xe000;

/** AltGr+Shift+Space (ZWJ in InScript) needs a character of its own: U+E000 + U+00A0. */
const ALT_GR_SHIFT_SPACE = 0xa0;

const altGrChar = (char: string) => String.fromCharCode(ALT_GR_BASE + char.charCodeAt(0));

const CHAR_OF = new Map<string, readonly [plain: string, shift: string]>();
const KEY_OF = new Map<string, PhysicalKey>();
for (const [code, plain, shift] of US_QWERTY) {
  CHAR_OF.set(code, [plain, shift]);
  const altGrShift = code === 'Space' ? String.fromCharCode(ALT_GR_SHIFT_SPACE) : shift;
  KEY_OF.set(plain, { code, shift: false, altGr: false });
  if (code !== 'Space') KEY_OF.set(shift, { code, shift: true, altGr: false });
  KEY_OF.set(altGrChar(plain), { code, shift: false, altGr: true });
  KEY_OF.set(altGrChar(altGrShift), { code, shift: true, altGr: true });
}

/**
 * A physical key and its layer as one character, what a Hindi test's key log and per-key figures hold:
 * the character a US QWERTY keyboard types for it (KeyK 'k', Shift+KeyK 'K'), AltGr layers in the Private
 * Use Area; null for a key outside the US QWERTY table. Shift+Space is logged as Space: both type a space
 * in every layout.
 */
export function logCharOf(key: PhysicalKey): string | null {
  const chars = CHAR_OF.get(key.code);
  if (!chars) return null;
  const space = key.code === 'Space';
  if (!key.altGr) return key.shift && !space ? chars[1] : chars[0];
  if (!key.shift) return altGrChar(chars[0]);
  return altGrChar(space ? String.fromCharCode(ALT_GR_SHIFT_SPACE) : chars[1]);
}

/** The physical key a logged character stands for, or null for a character that names none. */
export function physicalKeyOfLogChar(char: string): PhysicalKey | null {
  return KEY_OF.get(char) ?? null;
}
