import { AI_TEXT_LIMITS } from '@typing/contracts/web';
import { englishSentences, SentencePicker, type Random } from '@typing/practice-content';

export type { Random };

export interface GenerateOptions {
  punctuation?: boolean;
}

/** Sentences are at most 20 words, so stopping at the first count ≥ 250 stays ≤ 269. */
export class BuiltinGenerator {
  private readonly picker: SentencePicker;

  constructor(picker = new SentencePicker(englishSentences())) {
    this.picker = picker;
  }

  generate(weakKeys: readonly string[], random: Random = Math.random, options: GenerateOptions = {}): string {
    const sentences = this.picker.pick(weakKeys, AI_TEXT_LIMITS.minWords, random);
    return options.punctuation ? sentences.map((s) => s.text).join(' ') : sentences.flatMap((s) => s.words).join(' ');
  }

  bigramsFor(keys: readonly string[]): string[] {
    return this.picker.bigramsFor(keys);
  }

  plainSentences(): string[] {
    return this.picker.sentences.map((s) => s.plain);
  }
}
