import type { GeneratedTextView } from '@typing/contracts/web';
import { keyName } from '@typing/typing-core';

/** Says who wrote an AI Practice text — the configured model or the built-in generator — and for which keys. */
export function practiceSourceText({ source, weakKeys }: Pick<GeneratedTextView, 'source' | 'weakKeys'>): string {
  const writer = source === 'openai' ? 'Written by an AI model' : 'Written by our built-in practice generator';
  const keys = weakKeys.map(keyName).join(', ');
  return keys ? `${writer}, aimed at your weak keys: ${keys}.` : `${writer}.`;
}

export function PracticeSource({ text }: { text: GeneratedTextView }) {
  return (
    <p className="typing-source" data-testid="practice-source" data-source={text.source}>
      {practiceSourceText(text)}
    </p>
  );
}
