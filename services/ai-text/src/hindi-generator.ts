import { AI_TEXT_LIMITS } from '@typing/contracts';
import { SentencePicker, type Random, type SentenceAlphabet } from '@typing/practice-content';
import { hindiSentences, hindiWords } from '@typing/practice-content/hindi';
import {
  hindiLayouts,
  KEY_LAYERS,
  keyOutput,
  layerOf,
  physicalKeyOf,
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

/** What the keys (`Shift+KeyK`, the lessons' key ids) type on a layout, each once; keys that type nothing are left out. */
export function keyOutputsOf(layoutId: HindiLayoutId, keyIds: readonly string[]): string[] {
  const layout = hindiLayouts[layoutId];
  const outputs: string[] = [];
  for (const id of keyIds) {
    const key = physicalKeyOf(id);
    const output = keyOutput(layout, key.code, layerOf(key));
    if (output && HINDI_ALPHABET.units.includes(output) && !outputs.includes(output)) outputs.push(output);
  }
  return outputs;
}

/**
 * The built-in practice text in Hindi: whole sentences of the Hindi translations of LibreOffice,
 * Firefox and Chromium (`@typing/practice-content/hindi`), chosen for their share of what the weak
 * keys type on the typist's layout, as plain words (no danda or commas) until the text holds at
 * least 250 words. Every word of those sentences types on all four layouts.
 */
export class HindiGenerator {
  private readonly picker = new SentencePicker(hindiSentences(), HINDI_ALPHABET);

  generate(layout: HindiLayoutId, weakKeys: readonly string[], random: Random = Math.random): string {
    const sentences = this.picker.pick(keyOutputsOf(layout, weakKeys), AI_TEXT_LIMITS.minWords, random);
    return sentences.flatMap((s) => s.words).join(' ');
  }

  /** The share of the corpus's letters that the weak keys type: the density a text is compared with. */
  naturalShare(layout: HindiLayoutId, weakKeys: readonly string[]): number {
    return this.picker.naturalShare(keyOutputsOf(layout, weakKeys));
  }

  /** Every sentence's plain words joined by spaces (what "a whole corpus sentence" means to the tests). */
  plainSentences(): string[] {
    return this.picker.sentences.map((s) => s.plain);
  }
}
