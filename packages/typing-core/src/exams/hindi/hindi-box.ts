/**
 * The exam's typing box in Hindi: each logged key (contract: a physical key as one character,
 * `logCharOf`) goes through the layout's emulator; Backspace undoes one key press, as the exam
 * software's Hindi typing does. Typing is at the end of the answer only: the emulator rearranges
 * the word being typed, which a caret moved into the text would break.
 */
import { applyEdit } from '../../hindi/edit';
import { HindiKeyEmulator } from '../../hindi/emulator';
import { logCharOf, physicalKeyOfLogChar } from '../../hindi/key-log-chars';
import type { HindiLayoutId } from '../../hindi/layout';
import { hindiLayouts } from '../../hindi/layouts/all';
import { KEY_BACKSPACE, KEY_NO_EDIT, type TimedKey } from '../../keystroke';
import type { ReplayedExam } from '../key-log';
import type { ScreenRules } from '../profiles';

export interface HindiBoxRules extends Pick<ScreenRules, 'backspace' | 'spaceBarStopsAtPassageWords'> {
  readonly passageWords: number;
}

export type HindiKeyOutcome =
  | { readonly kind: 'edit'; readonly value: string }
  | { readonly kind: 'refused'; readonly reason: string }
  /** A counted key that changes nothing (an arrow; Backspace in an empty box). */
  | { readonly kind: 'none' };

/** A key as a keydown names it, for a Hindi exam. */
export interface HindiKeyDown {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/**
 * The key log's name for a keydown in a Hindi exam (the contract's: a physical key and its layer
 * as one character, AltGr as Alt): Backspace by itself; null for a key no layout table has
 * (Enter, Tab, arrows), which types nothing in the exam's box.
 */
export function hindiLoggedKey(event: HindiKeyDown): string | null {
  if (event.key === 'Backspace') return KEY_BACKSPACE;
  return logCharOf({ code: event.code, shift: event.shiftKey, altGr: event.altKey });
}

/** Words followed by a space: the words the space bar has completed. */
const completedWords = (text: string) => text.match(/\S+\s/gu)?.length ?? 0;

export class HindiExamBox {
  private readonly emulator: HindiKeyEmulator;
  private text = '';

  constructor(
    readonly layoutId: HindiLayoutId,
    private readonly rules: HindiBoxRules,
  ) {
    const layout = hindiLayouts[layoutId];
    this.emulator = new HindiKeyEmulator(layout, { order: layout.defaultOrder });
  }

  get value(): string {
    return this.text;
  }

  /** One key as the log names it: a physical key's character, Backspace, or a key that edits nothing. */
  press(logged: string): HindiKeyOutcome {
    if (logged === KEY_NO_EDIT) return { kind: 'none' };
    if (logged === KEY_BACKSPACE) {
      if (!this.rules.backspace) return { kind: 'refused', reason: 'Backspace is not allowed in this test' };
      const undone = this.emulator.backspace();
      if (!undone) return { kind: 'none' };
      this.text = applyEdit(this.text, undone);
      return { kind: 'edit', value: this.text };
    }
    const key = physicalKeyOfLogChar(logged);
    const edit = key ? this.emulator.press(key) : null;
    if (!edit) return { kind: 'refused', reason: `This key types nothing in ${hindiLayouts[this.layoutId].name}` };
    const next = applyEdit(this.text, edit);
    if (
      this.rules.spaceBarStopsAtPassageWords &&
      /\s/u.test(edit.insert) &&
      completedWords(next) > this.rules.passageWords
    ) {
      this.emulator.backspace();
      return { kind: 'refused', reason: "The space bar stops once the passage's words are typed" };
    }
    this.text = next;
    return { kind: 'edit', value: next };
  }
}

/** A Hindi exam's key log replayed through the same box: the answer, every key counted, refused ones too. */
export function replayHindiExamKeys(
  keys: readonly TimedKey[],
  layoutId: HindiLayoutId,
  rules: HindiBoxRules,
): ReplayedExam {
  const box = new HindiExamBox(layoutId, rules);
  let refused = 0;
  for (const { key } of keys) if (box.press(key).kind === 'refused') refused += 1;
  const spanMs = keys.length > 0 ? keys[keys.length - 1]!.atMs - keys[0]!.atMs : 0;
  return { typed: box.value.normalize('NFC'), keyDepressions: keys.length, refused, spanMs };
}
