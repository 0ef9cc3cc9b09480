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

/** Spaces and joiners are never a weak key's practice. */
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

/** On an emulated layout a weak key names a physical key ('K' is Shift+KeyK): it trains what that key types there. */
export function practiceUnitOf(layout: HindiLayoutId | undefined, key: string): string | null {
  let unit: string | null = key;
  if (layout !== undefined) {
    const physical = physicalKeyOfLogChar(key);
    unit = physical && keyOutput(hindiLayouts[layout], physical.code, layerOf(physical));
  }
  return unit !== null && HINDI_ALPHABET.units.includes(unit) ? unit : null;
}

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

/** Whole corpus sentences chosen for their share of what the weak keys type; every word types on all four layouts. */
export class HindiGenerator {
  private readonly picker = new SentencePicker(hindiSentences(), HINDI_ALPHABET);

  generate(layout: HindiLayoutId | undefined, weakKeys: readonly string[], random: Random = Math.random): string {
    const sentences = this.picker.pick(unitsOf(layout, weakKeys), AI_TEXT_LIMITS.minWords, random);
    return sentences.flatMap((s) => s.words).join(' ');
  }

  naturalShare(layout: HindiLayoutId | undefined, weakKeys: readonly string[]): number {
    return this.picker.naturalShare(unitsOf(layout, weakKeys));
  }

  plainSentences(): string[] {
    return this.picker.sentences.map((s) => s.plain);
  }
}
