/** Typing only at the end of the answer: the emulator rearranges the word being typed, which a moved caret breaks. */
import { applyEdit } from '../../hindi/edit';
import { HindiKeyEmulator } from '../../hindi/emulator';
import { logCharOf, physicalKeyOfLogChar } from '../../hindi/key-log-chars';
import type { HindiLayoutId } from '../../hindi/layout';
import { hindiLayouts } from '../../hindi/layouts/all';
import { KEY_BACKSPACE, KEY_NO_EDIT } from '../../engine/keys';
import type { TimedKey } from '../../engine/typing-test';
import type { ReplayedExam } from '../key-log';
import type { ScreenRules } from '../profiles';

export interface HindiBoxRules extends Pick<ScreenRules, 'backspace' | 'spaceBarStopsAtPassageWords'> {
  readonly passageWords: number;
}

export type HindiKeyOutcome =
  | { readonly kind: 'edit'; readonly value: string }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'none' };

export interface HindiKeyDown {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** A physical key and its layer as one character (AltGr as Alt); null for keys no layout has (Enter, Tab, arrows). */
export function hindiLoggedKey(event: HindiKeyDown): string | null {
  if (event.key === 'Backspace') return KEY_BACKSPACE;
  return logCharOf({ code: event.code, shift: event.shiftKey, altGr: event.altKey });
}

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

/** Every key counted, refused ones too. */
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
