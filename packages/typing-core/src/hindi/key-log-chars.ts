import type { PhysicalKey } from './layout';

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

/** AltGr layers are U+E000 plus the US QWERTY character of that key and Shift: every key and layer is one character. */
const ALT_GR_BASE = 0xe000;

/** AltGr+Shift+Space (ZWJ in InScript) needs a character of its own. */
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

/** What a Hindi test's key log holds; Shift+Space is logged as Space, which both type in every layout. */
export function logCharOf(key: PhysicalKey): string | null {
  const chars = CHAR_OF.get(key.code);
  if (!chars) return null;
  const space = key.code === 'Space';
  if (!key.altGr) return key.shift && !space ? chars[1] : chars[0];
  if (!key.shift) return altGrChar(chars[0]);
  return altGrChar(space ? String.fromCharCode(ALT_GR_SHIFT_SPACE) : chars[1]);
}

export function physicalKeyOfLogChar(char: string): PhysicalKey | null {
  return KEY_OF.get(char) ?? null;
}
