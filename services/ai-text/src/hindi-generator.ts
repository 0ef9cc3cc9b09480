import { AI_TEXT_LIMITS } from '@typing/contracts';
import { SentencePicker, type Random, type SentenceAlphabet } from '@typing/practice-content';
import { hindiSentences, hindiWords } from '@typing/practice-content/hindi';
import {
  hindiLayouts,
  KEY_LAYERS,
  keyOutput,
  layerOf,
  physicalKeyOfLogChar,
  type HindiLayoutId,
} from '@typing/typing-core/hindi';

/**
 * What any key of the four layouts types (a letter, a vowel sign, a conjunct such as क्ष): the units
 * a Hindi sentence is scored by. Spaces and joiners are never a weak key's practice.
 */
function hindiKeyOutputs(): string[] {
  const outputs = new Set<string>();
  for (const layout of Object.values(hindiLayouts)) {
    for (const code of Object.keys(layout.keys)) {
      for (const layer of KEY_LAYERS) {
        const output = keyOutput(layout, code, layer);
        if (output && !/^[\s\u200C\u200D]+$/u.test(output)) outputs.add(output);
      }
    }
  }
  return [...outputs];
}

const HINDI_ALPHABET: SentenceAlphabet = { units: hindiKeyOutputs(), wordsOf: hindiWords };

/**
 * What a weak key trains: on an emulated layout, what the physical key it names (as a Hindi result's
 * per-key figures name it: 'K' is Shift+KeyK) types there; typed with the keyboard's own Hindi, the
 * character itself. Null for a key that types nothing a text can hold.
 */
export function practiceUnitOf(layout: HindiLayoutId | undefined, key: string): string | null {
  let unit: string | null = key;
  if (layout !== undefined) {
    const physical = physicalKeyOfLogChar(key);
    unit = physical && keyOutput(hindiLayouts[layout], physical.code, layerOf(physical));
  }
  return unit !== null && HINDI_ALPHABET.units.includes(unit) ? unit : null;
}

/** The keys a Hindi text can train, in the order given, each once, at most `max`. */
export function hindiPracticeKeys(layout: HindiLayoutId | undefined, keys: readonly string[], max = 5): string[] {
  const out: string[] = [];
  for (const key of keys) {
    if (out.length === max) break;
    if (!out.includes(key) && practiceUnitOf(layout, key) !== null) out.push(key);
  }
  return out;
}

const unitsOf = (layout: HindiLayoutId | undefined, keys: readonly string[]) =>
  keys.map((key) => practiceUnitOf(layout, key)).filter((unit): unit is string => unit !== null);

/**
 * The built-in practice text in Hindi: whole sentences of the Hindi translations of LibreOffice,
 * Firefox and Chromium (`@typing/practice-content/hindi`), chosen for their share of what the weak
 * keys type on the typist's layout (or the weak characters themselves), as plain words (no danda or commas) until the text holds at
 * least 250 words. Every word of those sentences types on all four layouts.
 */
export class HindiGenerator {
  private readonly picker = new SentencePicker(hindiSentences(), HINDI_ALPHABET);

  generate(layout: HindiLayoutId | undefined, weakKeys: readonly string[], random: Random = Math.random): string {
    const sentences = this.picker.pick(unitsOf(layout, weakKeys), AI_TEXT_LIMITS.minWords, random);
    return sentences.flatMap((s) => s.words).join(' ');
  }

  /** The share of the corpus's letters that the weak keys type: the density a text is compared with. */
  naturalShare(layout: HindiLayoutId | undefined, weakKeys: readonly string[]): number {
    return this.picker.naturalShare(unitsOf(layout, weakKeys));
  }

  /** Every sentence's plain words joined by spaces (what "a whole corpus sentence" means to the tests). */
  plainSentences(): string[] {
    return this.picker.sentences.map((s) => s.plain);
  }
}
