import { Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { withDeadline } from '@typing/service-kit';
import type { AiTextConfig } from './ai-text.config';
import { normaliseModelText, practicePrompt } from './model-text';

/** Undefined on a timeout, an error or an unusable answer: the caller then uses the built-in generator. */
export class OpenAiGenerator {
  private readonly logger = new Logger(OpenAiGenerator.name);
  private readonly client: OpenAI;

  constructor(private readonly config: AiTextConfig) {
    this.client = new OpenAI({
      apiKey: config.OPENAI_API_KEY,
      ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
      timeout: config.OPENAI_TIMEOUT_MS,
      // One try: a retry would outlast the deadline the gateway waits for.
      maxRetries: 0,
    });
  }

  async generate(keys: readonly string[], bigrams: readonly string[]): Promise<string[] | undefined> {
    const controller = new AbortController();
    try {
      const completion = await withDeadline(
        this.client.chat.completions.create(
          {
            model: this.config.OPENAI_MODEL,
            temperature: 0.9,
            max_tokens: 1200,
            messages: [
              { role: 'system', content: 'You write texts for a typing-practice website.' },
              { role: 'user', content: practicePrompt(keys, bigrams) },
            ],
          },
          { signal: controller.signal },
        ),
        this.config.OPENAI_TIMEOUT_MS,
        'model deadline passed',
      );
      const words = normaliseModelText(completion.choices?.[0]?.message?.content);
      if (!words)
        this.logger.warn('the model answered something that is not a practice text; using the built-in generator');
      return words;
    } catch (error) {
      controller.abort();
      this.logger.warn(`the model did not answer (${(error as Error).message}); using the built-in generator`);
      return undefined;
    }
  }
}
