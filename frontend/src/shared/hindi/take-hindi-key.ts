import { applyEditPress, type HindiLayoutId, type TestOptions, type TypingState } from '@typing/typing-core';
import { HindiKeyTyping, hindiLayouts, keyboardTypesDevanagari } from '@typing/typing-core/hindi';
import type { TestKeyEvent } from '../typing-focus/useKeyRedirect';
import type { HindiKeyboard } from './hindi-keyboard';

/** Hindi words only, as not every layout types the extras' punctuation and digits (KrutiDev has no '!'). */
export function hindiTestOptions(options: TestOptions, keyboard: HindiKeyboard): TestOptions {
  const { layout: _layout, typingOrder: _order, ...rest } = options;
  const words = { ...rest, punctuation: false, numbers: false, language: 'hi' as const };
  return keyboard.keyboardTypesHindi ? words : { ...words, layout: keyboard.layout, typingOrder: keyboard.typingOrder };
}

/** The layout the page emulates; none when the keyboard types Hindi itself. */
export function emulatedLayout(keyboard: HindiKeyboard): HindiLayoutId | undefined {
  return keyboard.keyboardTypesHindi ? undefined : keyboard.layout;
}

/** The keys a layout table has (KeyboardEvent.code); others (Enter, Tab, Escape, arrows) go the usual way. */
const LAYOUT_KEY =
  /^(Key[A-Z]|Digit\d|Backquote|Minus|Equal|Bracket(Left|Right)|Backslash|Semicolon|Quote|Comma|Period|Slash|Space)$/;

export type HindiKeyOutcome =
  | { readonly taken: false }
  /** The key was the test's: `next` is its transition, absent when it typed nothing. */
  | { readonly taken: true; readonly next?: (test: TypingState) => TypingState }
  /** The first key (or phone text) came in Devanagari: the keyboard types Hindi, so `characters` are typed as is. */
  | { readonly taken: true; readonly keyboardTypesHindi: true; readonly characters: readonly string[] }
  /** The keyboard's own Hindi typed several characters with one key (InScript's क्ष): typed one by one. */
  | { readonly taken: true; readonly characters: readonly string[] };

const DEVANAGARI_KEY = /^\p{Script=Devanagari}{2,}$/u;

export interface HindiTypingRef {
  current: HindiKeyTyping | null;
}

/** Every key an input method processes has it (its `key` is 'Process' or the key's own). */
const IME_KEY_CODE = 229;

/** A Hindi test's key, by position, through the layout's emulator; a key an input method is composing is left to it. */
export function takeHindiKey(
  event: TestKeyEvent & { readonly isComposing?: boolean; readonly keyCode?: number },
  test: TypingState,
  typing: HindiTypingRef,
  foundTypesHindi: () => void,
): HindiKeyOutcome {
  if (event.isComposing || event.keyCode === IME_KEY_CODE) return { taken: true };
  const { layout, typingOrder } = test.options;
  if (!layout) {
    if (!DEVANAGARI_KEY.test(event.key)) return { taken: false };
    event.preventDefault();
    return { taken: true, characters: Array.from(event.key) };
  }
  if (event.metaKey || (event.ctrlKey && !event.altKey)) return { taken: false };
  const backspace = event.key === 'Backspace';
  if (!backspace && !LAYOUT_KEY.test(event.code)) return { taken: false };
  event.preventDefault();
  const fresh = test.keyLog === null;
  if (fresh && !backspace && keyboardTypesDevanagari(event) === true) {
    return typesHindi(Array.from(event.key), foundTypesHindi);
  }
  if (fresh || typing.current?.sampleText !== test.sampleText) {
    typing.current = new HindiKeyTyping(hindiLayouts[layout], test.sampleText, typingOrder);
  }
  const press = backspace
    ? typing.current.backspace()
    : typing.current.press({ code: event.code, shift: event.shiftKey, altGr: event.altKey });
  if (!press) return { taken: true };
  const atMs = performance.now();
  return { taken: true, next: (state) => applyEditPress(state, press, atMs) };
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Soft-keyboard text has no key positions to emulate, so it is not typed; Devanagari in it means a Hindi keyboard. */
export function takeHindiText(
  keys: readonly string[],
  test: TypingState,
  foundTypesHindi: () => void,
): HindiKeyOutcome {
  if (!test.options.layout) return { taken: false };
  if (!keys.some((key) => DEVANAGARI.test(key))) return { taken: true };
  return typesHindi(keys, foundTypesHindi);
}

/** Remembers that the keyboard types Hindi; what it typed is typed again into the test without emulation. */
function typesHindi(characters: readonly string[], foundTypesHindi: () => void): HindiKeyOutcome {
  foundTypesHindi();
  return { taken: true, keyboardTypesHindi: true, characters };
}
