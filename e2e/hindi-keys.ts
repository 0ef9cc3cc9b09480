import { words, type HindiLayoutId, type TypingOrder } from '@typing/typing-core';
import { hindiLayouts, keyOutput, keySequenceFor, layerOf, type PhysicalKey } from '@typing/typing-core/hindi';

/** Playwright's name for a physical key with its modifiers: `KeyK`, `Shift+Digit7`, AltGr as `Alt+`. */
const pressName = ({ code, shift, altGr }: PhysicalKey) => `${altGr ? 'Alt+' : ''}${shift ? 'Shift+' : ''}${code}`;

/** The physical keys (Playwright's names) that type `text` on a layout, word by word, Space between. */
export function hindiKeysFor(text: string | readonly string[], layout: HindiLayoutId, order?: TypingOrder): string[] {
  return physicalKeysFor(text, layout, order).map(pressName);
}

/** A key as a keyboard that types Hindi itself sends it: where it is, and the Devanagari it types there. */
export interface OsHindiKey {
  readonly code: string;
  readonly shift: boolean;
  readonly key: string;
}

/**
 * The keys an operating system's own InScript keyboard sends for `text` (Unicode order), Space between words; a key
 * that types several characters (र्, क्ष) comes as one press per character, as Chromium gives no `key` for several.
 */
export function osInscriptKeysFor(text: string): OsHindiKey[] {
  return physicalKeysFor(text, 'inscript', 'logical').flatMap((physical) => {
    if (physical === SPACE) return [{ code: SPACE.code, shift: false, key: ' ' }];
    const typed = keyOutput(hindiLayouts.inscript, physical.code, layerOf(physical));
    if (!typed || physical.altGr) throw new Error(`no plain or Shift InScript key for ${pressName(physical)}`);
    return Array.from(typed, (key) => ({ code: physical.code, shift: physical.shift, key }));
  });
}

const SPACE: PhysicalKey = { code: 'Space', shift: false, altGr: false };

function physicalKeysFor(text: string | readonly string[], layout: HindiLayoutId, order?: TypingOrder): PhysicalKey[] {
  const textWords = typeof text === 'string' ? words(text) : text;
  return textWords.flatMap((word, index) => {
    const keys = keySequenceFor(hindiLayouts[layout], word, order);
    if (!keys) throw new Error(`${layout} has no keys for ${word}`);
    return [...(index > 0 ? [SPACE] : []), ...keys];
  });
}
