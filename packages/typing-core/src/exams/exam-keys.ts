import { keyName } from '../engine/keys';
import type { ScreenRules } from './profiles';

export interface BoxState {
  readonly value: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
}

export interface KeyContext {
  readonly passage: string;
  readonly passageWords: number;
  readonly rules: Pick<ScreenRules, 'backspace' | 'restricted' | 'spaceBarStopsAtPassageWords' | 'tabIndents'>;
}

export interface PressedKey {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

export type KeyOutcome =
  | { readonly kind: 'edit'; readonly state: BoxState }
  | { readonly kind: 'refused'; readonly reason: string }
  /** Not an edit (arrows, shortcuts, Tab leaving the box): the browser does its usual thing. */
  | { readonly kind: 'browser' };

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'Fn', 'NumLock', 'OS']);

/** A physical key press the exam counts: every key but the modifiers (Shift is part of a capital). */
export const countsAsKeyDepression = (key: string) => !MODIFIERS.has(key) && key !== 'Unidentified';

export const wordCount = (text: string) => text.match(/\S+/gu)?.length ?? 0;

/** Words followed by a space (or tab or new line): the words the space bar has completed. */
const completedWords = (text: string) => text.match(/\S+\s/gu)?.length ?? 0;

function insert(box: BoxState, text: string): BoxState {
  const value = box.value.slice(0, box.selectionStart) + text + box.value.slice(box.selectionEnd);
  const caret = box.selectionStart + text.length;
  return { value, selectionStart: caret, selectionEnd: caret };
}

function remove(box: BoxState, direction: -1 | 1): BoxState {
  const { value, selectionStart: start, selectionEnd: end } = box;
  if (start !== end) return insert(box, '');
  const [from, to] = direction < 0 ? [Math.max(0, start - 1), start] : [start, Math.min(value.length, start + 1)];
  return { value: value.slice(0, from) + value.slice(to), selectionStart: from, selectionEnd: from };
}

function typeText(text: string, box: BoxState, context: KeyContext): KeyOutcome {
  const { rules, passage } = context;
  if (rules.restricted) {
    const atEnd = box.selectionStart === box.value.length && box.selectionEnd === box.value.length;
    if (!atEnd) return { kind: 'refused', reason: 'Restricted mode: type at the end of your answer' };
    if (
      passage.slice(box.value.length, box.value.length + text.length) !== text ||
      box.value !== passage.slice(0, box.value.length)
    )
      return {
        kind: 'refused',
        reason: `Restricted mode: "${keyName(text)}" is not the next character`,
      };
  }
  const state = insert(box, text);
  if (rules.spaceBarStopsAtPassageWords && /\s/u.test(text) && completedWords(state.value) > context.passageWords)
    return { kind: 'refused', reason: "The space bar stops once the passage's words are typed" };
  return { kind: 'edit', state };
}

/** How the exam's typing box answers a key, by the profile's rules; pure, so each rule is tested on its own. */
export function examKey(pressed: PressedKey, box: BoxState, context: KeyContext): KeyOutcome {
  const { key } = pressed;
  if (pressed.ctrlKey || pressed.metaKey || (pressed.altKey && key.length !== 1)) return { kind: 'browser' };
  if (key === 'Backspace' || key === 'Delete') {
    if (!context.rules.backspace) return { kind: 'refused', reason: `${key} is not allowed in this test` };
    return { kind: 'edit', state: remove(box, key === 'Backspace' ? -1 : 1) };
  }
  if (key === 'Tab') return context.rules.tabIndents ? typeText('\t', box, context) : { kind: 'browser' };
  if (key === 'Enter') return typeText('\n', box, context);
  if ([...key].length === 1) return typeText(key, box, context);
  return { kind: 'browser' };
}
