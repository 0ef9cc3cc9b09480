import { words, type HindiLayoutId, type TypingOrder } from '@typing/typing-core';
import { hindiLayouts, keySequenceFor, type PhysicalKey } from '@typing/typing-core/hindi';

/** Playwright's name for a physical key with its modifiers: `KeyK`, `Shift+Digit7`, AltGr as `Alt+`. */
const pressName = ({ code, shift, altGr }: PhysicalKey) => `${altGr ? 'Alt+' : ''}${shift ? 'Shift+' : ''}${code}`;

/** The physical keys (Playwright's names) that type `text` on a layout, word by word, Space between. */
export function hindiKeysFor(text: string | readonly string[], layout: HindiLayoutId, order?: TypingOrder): string[] {
  const textWords = typeof text === 'string' ? words(text) : text;
  return textWords.flatMap((word, index) => {
    const keys = keySequenceFor(hindiLayouts[layout], word, order);
    if (!keys) throw new Error(`${layout} has no keys for ${word}`);
    return [...(index > 0 ? ['Space'] : []), ...keys.map(pressName)];
  });
}
