/** Typing only at the end of the answer: the emulator rearranges the word being typed, which a moved caret breaks. */
import { isDevanagari } from '../../hindi/devanagari';
import { applyEdit, type TextEdit } from '../../hindi/edit';
import { HindiKeyEmulator } from '../../hindi/emulator';
import { HindiKeyTyping } from '../../hindi/hindi-test';
import { logCharOf, physicalKeyOfLogChar } from '../../hindi/key-log-chars';
import { keyOutput, layerOf, type HindiLayoutId, type PhysicalKey } from '../../hindi/layout';
import { hindiLayouts } from '../../hindi/layouts/all';
import { KEY_BACKSPACE, KEY_NO_EDIT } from '../../engine/keys';
import type { TimedKey } from '../../engine/typing-test';
import type { ReplayedExam } from '../key-log';
import type { ScreenRules } from '../profiles';

export interface HindiBoxRules
  extends Pick<ScreenRules, 'backspace' | 'spaceBarStopsAtPassageWords'>, Partial<Pick<ScreenRules, 'restricted'>> {
  readonly passageWords: number;
  readonly passage?: string;
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

/** Text a keyboard that types Hindi itself sent: Devanagari, which no physical key's log character is. */
const isOwnHindi = (logged: string) => logged !== '' && Array.from(logged).every(isDevanagari);

/** Key and layer as a character (AltGr as Alt), null if no layout has it; Devanagari (all if `ownHindi`) as typed. */
export function hindiLoggedKey(event: HindiKeyDown, ownHindi = false): string | null {
  if (event.key === 'Backspace') return KEY_BACKSPACE;
  if (isOwnHindi(event.key) || (ownHindi && Array.from(event.key).length === 1)) return event.key;
  return ownHindi ? null : logCharOf({ code: event.code, shift: event.shiftKey, altGr: event.altKey });
}

const completedWords = (text: string) => text.match(/\S+\s/gu)?.length ?? 0;

const RESTRICTED_AT = (typed: string) => `Restricted mode: "${typed}" is not the next character`;

export class HindiExamBox {
  private readonly emulator: HindiKeyEmulator;
  /** Restricted mode: the Hindi test's judge, whose emulator it is, says whether a key is on the way to the passage. */
  private readonly judge: HindiKeyTyping | undefined;
  private text = '';
  private typesHindiItself = false;

  constructor(
    readonly layoutId: HindiLayoutId,
    private readonly rules: HindiBoxRules,
  ) {
    const layout = hindiLayouts[layoutId];
    this.emulator = new HindiKeyEmulator(layout, { order: layout.defaultOrder });
    this.judge = rules.restricted ? new HindiKeyTyping(layout, rules.passage ?? '', layout.defaultOrder) : undefined;
  }

  get value(): string {
    return this.text;
  }

  get ownHindi(): boolean {
    return this.typesHindiItself;
  }

  press(logged: string): HindiKeyOutcome {
    if (logged === KEY_NO_EDIT) return { kind: 'none' };
    if (logged === KEY_BACKSPACE) return this.backspace();
    if (this.typesHindiItself || isOwnHindi(logged)) {
      this.typesHindiItself = true;
      return this.typeOwn(logged);
    }
    const key = physicalKeyOfLogChar(logged);
    const typed = key && keyOutput(hindiLayouts[this.layoutId], key.code, layerOf(key));
    if (!key || typed == null)
      return { kind: 'refused', reason: `This key types nothing in ${hindiLayouts[this.layoutId].name}` };
    return this.judge
      ? this.pressJudged(key, typed)
      : this.take(this.emulator.press(key), () => this.emulator.backspace());
  }

  private backspace(): HindiKeyOutcome {
    if (!this.rules.backspace) return { kind: 'refused', reason: 'Backspace is not allowed in this test' };
    if (this.typesHindiItself) return this.text === '' ? { kind: 'none' } : this.edit({ deleteBefore: 1, insert: '' });
    const undone = this.judge ? this.judge.backspace() : this.emulator.backspace();
    return undone ? this.edit(undone) : { kind: 'none' };
  }

  /** Wrong means the word typed so far can no longer become the passage's word, as the Hindi test judges a key. */
  private pressJudged(key: PhysicalKey, typed: string): HindiKeyOutcome {
    const judge = this.judge!;
    const press = judge.press(key);
    if (!press) return { kind: 'refused', reason: RESTRICTED_AT(typed) };
    const pastTheEnd =
      /\s/u.test(press.insert) && completedWords(applyEdit(this.text, press)) >= this.rules.passageWords;
    if (pastTheEnd || (press.judged && press.judged.expected !== press.judged.typed)) {
      judge.backspace();
      return { kind: 'refused', reason: RESTRICTED_AT(typed) };
    }
    return this.take(press, () => judge.backspace());
  }

  /** Restricted, the answer with it must still be the passage's beginning (such keyboards type in Unicode order). */
  private typeOwn(typed: string): HindiKeyOutcome {
    const edit = { deleteBefore: 0, insert: typed };
    if (this.rules.restricted && !(this.rules.passage ?? '').startsWith(applyEdit(this.text, edit)))
      return { kind: 'refused', reason: RESTRICTED_AT(typed) };
    return this.take(edit, () => null);
  }

  /** The space bar rule, then the edit; `undo` takes a refused key back out of the emulator. */
  private take(edit: TextEdit | null, undo: () => unknown): HindiKeyOutcome {
    if (!edit) return { kind: 'refused', reason: `This key types nothing in ${hindiLayouts[this.layoutId].name}` };
    const next = applyEdit(this.text, edit);
    if (
      this.rules.spaceBarStopsAtPassageWords &&
      /\s/u.test(edit.insert) &&
      completedWords(next) > this.rules.passageWords
    ) {
      undo();
      return { kind: 'refused', reason: "The space bar stops once the passage's words are typed" };
    }
    return this.edit(edit);
  }

  private edit(edit: TextEdit): HindiKeyOutcome {
    this.text = applyEdit(this.text, edit);
    return { kind: 'edit', value: this.text };
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
