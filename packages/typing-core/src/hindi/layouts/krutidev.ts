import type { HindiLayout } from '../layout';
import { devanagariDigitsOnAltGr, mergeKeyTables, remingtonLetters } from './remington-letters';

/**
 * The Remington typewriter's number-row and symbol keys as the KrutiDev 010 font draws them. Shift+1 and Shift+4 are left
 * empty: no reference agreed on their glyphs.
 */
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

/**
 * KrutiDev 010 key positions typed as Unicode: the font's ASCII-to-glyph map read as a layout (KrutiDev itself
 * is a font encoding; the exam software stores its output, we store the Unicode it stands for).
 */
export const krutidev: HindiLayout = {
  id: 'krutidev',
  name: 'KrutiDev 010',
  typewriterRules: true,
  defaultOrder: 'typewriter',
  keys: typewriterSymbols,
};
