/**
 * The keyboard layouts the on-screen keyboard and the dashboard's heatmap draw: the
 * letter rows of each, top to bottom, and the space bar below. The texts are lowercase words, so
 * the letters and the space are the keys that matter; a layout only moves them.
 */
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

/** Where the choice is remembered (local storage, like the theme). */
export const KEYBOARD_LAYOUT_STORAGE_KEY = 'keyboard-layout';

export function isKeyboardLayoutId(value: unknown): value is KeyboardLayoutId {
  return typeof value === 'string' && Object.hasOwn(KEYBOARD_LAYOUTS, value);
}

/** The accent key of a Spanish board: ´ then a vowel types á (Shift: ¨ then u types ü). */
export const ACCENT_KEY = '´';

/**
 * Where a language's keyboard differs from the layout's letters: Spanish QWERTY (ISO) has ñ after
 * l and the accent key after it. Other layouts keep their letters (ñ then has no key drawn).
 */
const LANGUAGE_ROWS: Partial<Record<KeyboardLayoutId, Partial<Record<Language, readonly string[]>>>> = {
  qwerty: { es: ['qwertyuiop', `asdfghjklñ${ACCENT_KEY}`, 'zxcvbnm'] },
};

/** The layout's letter rows, as the language's keyboard has them. */
export const keyRows = (layout: KeyboardLayoutId, language: Language = DEFAULT_LANGUAGE): readonly string[] =>
  LANGUAGE_ROWS[layout]?.[language] ?? KEYBOARD_LAYOUTS[layout].rows;

/** The key a mistyped character is shown on: an accented vowel on the accent key (where the board has one), else its own. */
export function boardKeyOf(character: string, rows: readonly string[]): string {
  if (rows.some((row) => row.includes(ACCENT_KEY)) && /^[áéíóúü]$/.test(character)) return ACCENT_KEY;
  return character;
}

/** Every key the boards draw: each layout's letters (the same 26) and the space bar. */
export const BOARD_KEYS: readonly string[] = [...KEYBOARD_LAYOUTS.qwerty.rows.join(''), ' '];
