import { AI_TEXT_LIMITS } from '@typing/contracts/web';
import { englishSentences, SentencePicker, type Random } from '@typing/practice-content';

export type { Random };

export interface GenerateOptions {
  /** Keep the sentences' capitals and punctuation; otherwise lower-case words and single spaces. */
  punctuation?: boolean;
}

/**
 * The built-in practice text: whole English sentences from Moby-Dick and the State of
 * the Union addresses (public domain, `@typing/practice-content`), chosen for their share of weak
 * keys (and so of their bigrams), until the text holds 250–300 words. Sentences are at most 20
 * words, so stopping at the first count ≥ 250 stays ≤ 269.
 */
export class BuiltinGenerator {
  private readonly picker: SentencePicker;

  constructor(picker = new SentencePicker(englishSentences())) {
    this.picker = picker;
  }

  generate(weakKeys: readonly string[], random: Random = Math.random, options: GenerateOptions = {}): string {
    const sentences = this.picker.pick(weakKeys, AI_TEXT_LIMITS.minWords, random);
    return options.punctuation ? sentences.map((s) => s.text).join(' ') : sentences.flatMap((s) => s.words).join(' ');
  }

  /** The commonest letter pairs of the corpus containing each key (the model's prompt names them too). */
  bigramsFor(keys: readonly string[]): string[] {
    return this.picker.bigramsFor(keys);
  }

  /** Every sentence's plain words joined by spaces: what "a whole corpus sentence" means to the bench. */
  plainSentences(): string[] {
    return this.picker.sentences.map((s) => s.plain);
  }
}
