import { applyEditPress, type TestOptions, type TypingState } from '@typing/typing-core';
import { HindiKeyTyping, hindiLayouts, keyboardTypesDevanagari } from '@typing/typing-core/hindi';
import type { TestKeyEvent } from '../typing-focus/useKeyRedirect';
import { storedHindiKeyboard, storeHindiKeyboard } from './hindi-keyboard';

/**
 * The options of a Hindi time or word test: Hindi words only (not every layout types the punctuation and
 * digits the extras add: KrutiDev has no '!'), and the layout the page emulates unless the keyboard types
 * Hindi itself.
 */
export function hindiTestOptions(options: TestOptions): TestOptions {
  const { layout: _layout, typingOrder: _order, ...rest } = options;
  const words = { ...rest, punctuation: false, numbers: false, language: 'hi' as const };
  const keyboard = storedHindiKeyboard();
  return keyboard.keyboardTypesHindi ? words : { ...words, layout: keyboard.layout, typingOrder: keyboard.typingOrder };
}

/** The keys a layout table has (KeyboardEvent.code); others (Enter, Tab, Escape, arrows) go the usual way. */
const LAYOUT_KEY =
  /^(Key[A-Z]|Digit\d|Backquote|Minus|Equal|Bracket(Left|Right)|Backslash|Semicolon|Quote|Comma|Period|Slash|Space)$/;

export type HindiKeyOutcome =
  | { readonly taken: false }
  /** The key was the test's: `next` is its transition, absent when it typed nothing. */
  | { readonly taken: true; readonly next?: (test: TypingState) => TypingState }
  /** The test's first key came typed in Devanagari: the keyboard types Hindi, so the page stops emulating. */
  | { readonly taken: true; readonly keyboardTypesHindi: true };

/** Holds the emulator of the test being typed (one per test). */
export interface HindiTypingRef {
  current: HindiKeyTyping | null;
}

/**
 * A Hindi test's key by where it is (`code`, Shift, AltGr or Alt), through the chosen layout's emulator.
 * A test that has taken no key yet is a new one (a new text, Esc, Try Again), so it gets a new emulator.
 */
export function takeHindiKey(
  event: TestKeyEvent & { readonly isComposing?: boolean },
  test: TypingState,
  typing: HindiTypingRef,
): HindiKeyOutcome {
  const { layout, typingOrder } = test.options;
  if (!layout || event.metaKey || (event.ctrlKey && !event.altKey)) return { taken: false };
  const backspace = event.key === 'Backspace';
  if (!backspace && !LAYOUT_KEY.test(event.code)) return { taken: false };
  event.preventDefault();
  const fresh = test.keyLog === null;
  if (fresh && !backspace && keyboardTypesDevanagari(event) === true) {
    storeHindiKeyboard({ ...storedHindiKeyboard(), keyboardTypesHindi: true }, { byPerson: true });
    return { taken: true, keyboardTypesHindi: true };
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
