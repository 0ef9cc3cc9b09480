/**
 * A Hindi test typed by physical key: each press of the chosen layout becomes an edit of the text,
 * judged by the word it is typing, and the key log names the physical key (key-log-chars.ts), so the
 * server replays the same keys through the same emulator (docs/decisions/india/hindi-typing-test.md).
 */
import { EDIT_OVERRUN, withoutLastCodePoints, type EditPress } from '../edit-press';
import { KEY_BACKSPACE } from '../keystroke';
import { VIRAMA } from './devanagari';
import { HindiKeyEmulator } from './emulator';
import { keySequenceFor } from './key-sequence';
import { logCharOf } from './key-log-chars';
import { keyOutput, layerOf, type HindiLayout, type PhysicalKey, type TypingOrder } from './layout';
import { arrangeTyped, COMPOSED_PAIRS, keyRole, typingOrderOf, type TypedKey } from './typing-order';

/** What a wrong press expected when no key of the layout types the sample's word. */
export const NO_KEY = '\uFFFD';

/** What a character may still become by the key typed after it (अ → आ → ओ), on typewriter layouts. */
const BECOMES = new Map<string, string[]>();
for (const [first, , composed] of COMPOSED_PAIRS) BECOMES.set(first, [...(BECOMES.get(first) ?? []), composed]);

function mayBecome(typed: string, expected: string): boolean {
  return (BECOMES.get(typed) ?? []).some((next) => next === expected || mayBecome(next, expected));
}

/** Turns physical key presses into the engine's edit presses for one sample text. */
export class HindiKeyTyping {
  readonly order: TypingOrder;
  private readonly emulator: HindiKeyEmulator;
  private readonly sampleWords: readonly string[];
  /** The outputs of the keys typed, word by word (a space press starts the next). */
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

  /** The press a physical key makes; null when the layout leaves it empty or it would run past the sample (EDIT_OVERRUN). */
  press(key: PhysicalKey): EditPress | null {
    const logged = logCharOf(key);
    const output = keyOutput(this.layout, key.code, layerOf(key));
    if (logged === null || output === null) return null;
    const edit = this.emulator.press(key);
    if (!edit) return null;
    // Edits touch the end of the text only: it is never copied into code points.
    const after = withoutLastCodePoints(this.text, edit.deleteBefore) + edit.insert;
    if (after.length > this.sampleText.length + EDIT_OVERRUN) {
      this.emulator.backspace();
      return null;
    }
    this.text = after;
    const typedSpace = output === ' ';
    if (typedSpace) this.typedWords.push([]);
    else this.typedWords[this.typedWords.length - 1]!.push({ text: output, role: this.roleOf(output) });
    // A space is judged by the word it ends.
    const index = this.typedWords.length - (typedSpace ? 2 : 1);
    const right = typedSpace
      ? after.slice(after.lastIndexOf(' ', after.length - 2) + 1, -1) === this.sampleWords[index]
      : this.onTheWay(this.typedWords[index]!, this.sampleWords[index] ?? '');
    return { logged, ...edit, judged: { expected: right ? logged : this.expectedKey(index), typed: logged } };
  }

  /** Backspace undoes one key press; it is logged, never judged. */
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

  /**
   * What keys typed, in the order they were typed: on typewriter layouts with the pairs composed and half
   * forms made whole by ा, but nothing moved, so a ि typed before its consonant stays first.
   */
  private stream(keys: readonly TypedKey[]): string[] {
    return this.layout.typewriterRules
      ? arrangeTyped(keys, 'logical')
      : Array.from(keys.map((key) => key.text).join(''));
  }

  /** A sample word's characters in the order its keys are typed (ि before its cluster in typewriter order). */
  private want(word: string): readonly string[] {
    let units = this.wanted.get(word);
    if (!units) {
      units = Array.from(typingOrderOf(word, this.order).join(''));
      this.wanted.set(word, units);
    }
    return units;
  }

  /**
   * The word's keys typed so far are the sample word's first ones; on typewriter layouts the last may still
   * change with the next key: a half form's virama goes when ा makes it whole (थ् + ा → थ), and a character
   * may compose with the next (ा + े → ो).
   */
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

  /** The key the sample's word needed next: the next key of the fewest presses that type it, after the part typed right. */
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
