import { AI_TEXT_LIMITS } from '@typing/contracts';
import { BuiltinGenerator } from './builtin-generator';
import type { OpenAiGenerator } from './openai-generator';

export interface PracticeText {
  text: string;
  source: 'openai' | 'builtin';
}

/** The model when one is configured and answers a usable text in time, else the built-in generator. */
export class TextSource {
  constructor(
    private readonly builtin: BuiltinGenerator,
    private readonly model?: OpenAiGenerator,
  ) {}

  async write(keys: readonly string[]): Promise<PracticeText> {
    const fromModel = this.model ? await this.model.generate(keys, this.builtin.bigramsFor(keys)) : undefined;
    if (!fromModel) return { text: this.builtin.generate(keys), source: 'builtin' };
    // A model that stopped short (200–249 words) is topped up with built-in words.
    const words = [...fromModel];
    if (words.length < AI_TEXT_LIMITS.minWords) {
      for (const word of this.builtin.generate(keys).split(' ')) {
        if (words.length >= AI_TEXT_LIMITS.minWords) break;
        if (word !== words[words.length - 1]) words.push(word);
      }
    }
    return { text: words.join(' '), source: 'openai' };
  }
}
