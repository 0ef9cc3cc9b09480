/** The letter rows the on-screen keyboard and heatmap render (texts are lowercase words: letters and space matter). */
import type { Preferences } from '@typing/contracts/web';
import { DEFAULT_LANGUAGE, type Language } from '@typing/typing-core';

export const KEYBOARD_LAYOUTS = {
  qwerty: { name: 'QWERTY', rows: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] },
  dvorak: { name: 'Dvorak', rows: ['pyfgcrl', 'aoeuidhtns', 'qjkxbmwvz'] },
  colemak: { name: 'Colemak', rows: ['qwfpgjluy', 'arstdhneio', 'zxcvbkm'] },
  azerty: { name: 'AZERTY', rows: ['azertyuiop', 'qsdfghjklm', 'wxcvbn'] },
  // Exactly the layouts a member's saved preferences may name (the contract's list).
} as const satisfies Record<Preferences['keyboardLayout'], { name: string; rows: readonly string[] }>;

export type KeyboardLayoutId = keyof typeof KEYBOARD_LAYOUTS;
export const KEYBOARD_LAYOUT_IDS = Object.keys(KEYBOARD_LAYOUTS) as KeyboardLayoutId[];
export const DEFAULT_KEYBOARD_LAYOUT: KeyboardLayoutId = 'qwerty';

export const KEYBOARD_LAYOUT_STORAGE_KEY = 'keyboard-layout';

export function isKeyboardLayoutId(value: unknown): value is KeyboardLayoutId {
  return typeof value === 'string' && Object.hasOwn(KEYBOARD_LAYOUTS, value);
}

/** The accent key of a Spanish board: ´ then a vowel types á (Shift: ¨ then u types ü). */
const ACCENT_KEY = '´';

/** Spanish QWERTY (ISO) has ñ and the accent key after l; other layouts keep their letters (no key for ñ). */
const LANGUAGE_ROWS: Partial<Record<KeyboardLayoutId, Partial<Record<Language, readonly string[]>>>> = {
  qwerty: { es: ['qwertyuiop', `asdfghjklñ${ACCENT_KEY}`, 'zxcvbnm'] },
};

export const keyRows = (layout: KeyboardLayoutId, language: Language = DEFAULT_LANGUAGE): readonly string[] =>
  LANGUAGE_ROWS[layout]?.[language] ?? KEYBOARD_LAYOUTS[layout].rows;

/** The key a mistyped character is shown on: an accented vowel on the accent key (where the board has one), else its own. */
export function boardKeyOf(character: string, rows: readonly string[]): string {
  if (rows.some((row) => row.includes(ACCENT_KEY)) && /^[áéíóúü]$/.test(character)) return ACCENT_KEY;
  return character;
}

export const BOARD_KEYS: readonly string[] = [...KEYBOARD_LAYOUTS.qwerty.rows.join(''), ' '];
