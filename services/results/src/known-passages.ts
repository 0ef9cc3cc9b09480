import { mobyDickPassages } from '@typing/practice-content';
import type { QuoteLength } from '@typing/typing-core';

let lengthByText: Map<string, QuoteLength> | undefined;

/**
 * The length bucket of a passage quote mode serves, or undefined for any other text: a quote
 * result is honest only over one of them, exactly (read once, on the first quote saved).
 */
export function knownPassageLength(text: string): QuoteLength | undefined {
  lengthByText ??= new Map(mobyDickPassages().map((passage) => [passage.text, passage.length]));
  return lengthByText.get(text);
}
