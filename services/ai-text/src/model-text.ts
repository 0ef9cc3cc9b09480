import { AI_TEXT_LIMITS } from '@typing/contracts/web';
import { isBlocked, isKnownWord } from './word-list';

const MODEL_MIN_WORDS = 200;
/** Share of a model's words that must be real English words (else it is garbage). */
const MODEL_KNOWN_SHARE = 0.9;

/** Undefined when it is not a text of real words: too short, or too many unknown words. */
export function normaliseModelText(content: unknown): string[] | undefined {
  if (typeof content !== 'string') return undefined;
  const tokens = content
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (tokens.length < MODEL_MIN_WORDS) return undefined;
  const known = tokens.filter(isKnownWord).length;
  if (known / tokens.length < MODEL_KNOWN_SHARE) return undefined;
  const words: string[] = [];
  for (const word of tokens) {
    if (isBlocked(word)) continue;
    if (words.length >= 2 && words[words.length - 1] === word && words[words.length - 2] === word) continue;
    words.push(word);
    if (words.length === AI_TEXT_LIMITS.maxWords) break;
  }
  return words.length >= MODEL_MIN_WORDS ? words : undefined;
}

export function practicePrompt(keys: readonly string[], bigrams: readonly string[]): string {
  const focus =
    keys.length === 0
      ? 'Use a natural mix of everyday words.'
      : `Over-represent words that contain the letters ${keys.join(', ')}` +
        (bigrams.length ? ` and the letter pairs ${bigrams.join(', ')}` : '') +
        ': most words should contain at least one of them.';
  return [
    `Write a typing practice text of ${AI_TEXT_LIMITS.minWords + 10} to ${AI_TEXT_LIMITS.maxWords - 10} words.`,
    'Use only lowercase common English words separated by single spaces: no punctuation, no digits, no line breaks, no names.',
    'The words should form loose, readable phrases.',
    focus,
    'Never repeat a word more than twice in a row. Answer with the text only.',
  ].join(' ');
}
