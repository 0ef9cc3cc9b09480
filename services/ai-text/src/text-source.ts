import { AI_TEXT_LIMITS } from '@typing/contracts';
import type { HindiLayoutId } from '@typing/typing-core';
import { BuiltinGenerator } from './builtin-generator';
import { HindiGenerator } from './hindi-generator';
import type { OpenAiGenerator } from './openai-generator';

export interface PracticeText {
  text: string;
  source: 'openai' | 'builtin';
}

/** Hindi is always the built-in sentences: a model's Hindi could hold words the typist's layout cannot type. */
export class TextSource {
  constructor(
    private readonly builtin: BuiltinGenerator,
    private readonly model?: OpenAiGenerator,
    private readonly hindi = new HindiGenerator(),
  ) {}

  writeHindi(layout: HindiLayoutId | undefined, keys: readonly string[]): PracticeText {
    return { text: this.hindi.generate(layout, keys), source: 'builtin' };
  }

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
