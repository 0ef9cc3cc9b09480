import type { HindiLayout } from '../layout';
import { devanagariDigitsOnAltGr, mergeKeyTables, remingtonLetters } from './remington-letters';

/** The typewriter's number row and symbols as KrutiDev 010 draws them; no agreed glyph for Shift+1 and Shift+4. */
export const typewriterSymbols = mergeKeyTables(remingtonLetters, devanagariDigitsOnAltGr, {
  Backquote: ['ृ', '्'],
  Digit2: [null, '/'],
  Digit3: [null, 'रु'],
  Digit5: [null, 'ः'],
  Digit6: [null, '‘'],
  Digit7: [null, '-'],
  Digit8: [null, '’'],
  Digit9: [null, ';'],
  Digit0: [null, 'द्ध'],
  Minus: ['.', 'ऋ'],
  Equal: ['त्र', '़'],
  Backslash: ['?', 'द्य'],
  KeyA: ['ं', '।'],
});

/** KrutiDev 010, a font encoding, read as a layout typing the Unicode its glyphs stand for. */
export const krutidev: HindiLayout = {
  id: 'krutidev',
  name: 'KrutiDev 010',
  typewriterRules: true,
  defaultOrder: 'typewriter',
  keys: typewriterSymbols,
};
