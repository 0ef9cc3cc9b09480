/** The log names physical keys; the server replays them the same way (docs/decisions/india/hindi-typing-test.md). */
import { EDIT_OVERRUN, withoutLastCodePoints, type EditPress } from '../engine/edit-press';
import { KEY_BACKSPACE } from '../engine/keys';
import { VIRAMA } from './devanagari';
import { HindiKeyEmulator } from './emulator';
import { keySequenceFor } from './key-sequence';
import { logCharOf } from './key-log-chars';
import { keyOutput, layerOf, type HindiLayout, type PhysicalKey, type TypingOrder } from './layout';
import { arrangeTyped, COMPOSED_PAIRS, keyRole, typingOrderOf, type TypedKey } from './typing-order';

export const NO_KEY = '\uFFFD';

/** Typewriter layouts: what a character may still become by the next key (अ → आ → ओ). */
const BECOMES = new Map<string, string[]>();
for (const [first, , composed] of COMPOSED_PAIRS) BECOMES.set(first, [...(BECOMES.get(first) ?? []), composed]);

function mayBecome(typed: string, expected: string): boolean {
  return (BECOMES.get(typed) ?? []).some((next) => next === expected || mayBecome(next, expected));
}

export class HindiKeyTyping {
  readonly order: TypingOrder;
  private readonly emulator: HindiKeyEmulator;
  private readonly sampleWords: readonly string[];
  private readonly typedWords: TypedKey[][] = [[]];
  private readonly wanted = new Map<string, readonly string[]>();
  private readonly sequences = new Map<string, readonly PhysicalKey[] | null>();
  private text = '';

  constructor(
    readonly layout: HindiLayout,
    readonly sampleText: string,
    order: TypingOrder = layout.defaultOrder,
  ) {
    this.order = layout.typewriterRules ? order : 'logical';
    this.emulator = new HindiKeyEmulator(layout, { order: this.order });
    this.sampleWords = sampleText.split(' ');
  }

  /** Null when the layout leaves the key empty or it would run past the sample (EDIT_OVERRUN). */
  press(key: PhysicalKey): EditPress | null {
    const logged = logCharOf(key);
    const output = keyOutput(this.layout, key.code, layerOf(key));
    if (logged === null || output === null) return null;
    const edit = this.emulator.press(key);
    if (!edit) return null;
    // Edits touch the end of the text only: it is never copied into code points (per keystroke).
    const after = withoutLastCodePoints(this.text, edit.deleteBefore) + edit.insert;
    if (after.length > this.sampleText.length + EDIT_OVERRUN) {
      this.emulator.backspace();
      return null;
    }
    this.text = after;
    const typedSpace = output === ' ';
    if (typedSpace) this.typedWords.push([]);
    else this.typedWords[this.typedWords.length - 1]!.push({ text: output, role: this.roleOf(output) });
    const index = this.typedWords.length - (typedSpace ? 2 : 1);
    const right = typedSpace
      ? after.slice(after.lastIndexOf(' ', after.length - 2) + 1, -1) === this.sampleWords[index]
      : this.onTheWay(this.typedWords[index]!, this.sampleWords[index] ?? '');
    return { logged, ...edit, judged: { expected: right ? logged : this.expectedKey(index), typed: logged } };
  }

  backspace(): EditPress | null {
    const edit = this.emulator.backspace();
    if (!edit) return null;
    this.text = withoutLastCodePoints(this.text, edit.deleteBefore) + edit.insert;
    const word = this.typedWords[this.typedWords.length - 1]!;
    if (word.length === 0) this.typedWords.pop();
    else word.pop();
    return { logged: KEY_BACKSPACE, ...edit, judged: null };
  }

  private roleOf(output: string): TypedKey['role'] {
    return this.layout.typewriterRules ? keyRole(output) : 'text';
  }

  /** In typed order: pairs composed and half forms made whole, but a ि typed before its consonant stays first. */
  private stream(keys: readonly TypedKey[]): string[] {
    return this.layout.typewriterRules
      ? arrangeTyped(keys, 'logical')
      : Array.from(keys.map((key) => key.text).join(''));
  }

  private want(word: string): readonly string[] {
    let units = this.wanted.get(word);
    if (!units) {
      units = Array.from(typingOrderOf(word, this.order).join(''));
      this.wanted.set(word, units);
    }
    return units;
  }

  /** On typewriter layouts the last key may still change: थ् + ा → थ, ा + े → ो. */
  private onTheWay(keys: readonly TypedKey[], expected: string): boolean {
    const pending = this.layout.typewriterRules;
    const have = this.stream(keys);
    if (pending && have[have.length - 1] === VIRAMA) have.pop();
    const want = this.want(expected);
    if (have.length > want.length) return false;
    const last = have.length - 1;
    for (let i = 0; i < last; i++) if (have[i] !== want[i]) return false;
    return last < 0 || have[last] === want[last] || (pending && mayBecome(have[last]!, want[last]!));
  }

  /** The next key of the fewest presses that type the word, after the part typed right. */
  private expectedKey(index: number): string {
    const word = this.sampleWords[index];
    if (word === undefined) return NO_KEY;
    const want = this.want(word);
    const right = matchingUnits(this.stream(this.typedWords[index] ?? []), want);
    if (right >= want.length) return ' ';
    const keys = this.sequenceFor(word);
    if (!keys) return NO_KEY;
    const typed: TypedKey[] = [];
    for (const key of keys) {
      if (matchingUnits(this.stream(typed), want) >= right) return logCharOf(key) ?? NO_KEY;
      const output = keyOutput(this.layout, key.code, layerOf(key))!;
      typed.push({ text: output, role: this.roleOf(output) });
    }
    return NO_KEY;
  }

  private sequenceFor(word: string): readonly PhysicalKey[] | null {
    if (!this.sequences.has(word)) this.sequences.set(word, keySequenceFor(this.layout, word, this.order));
    return this.sequences.get(word)!;
  }
}

function matchingUnits(have: readonly string[], want: readonly string[]): number {
  let same = 0;
  while (same < have.length && same < want.length && have[same] === want[same]) same++;
  return same;
}
