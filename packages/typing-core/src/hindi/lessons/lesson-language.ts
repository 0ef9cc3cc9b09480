import type { LessonKeyLanguage } from '../../lesson-language';
import { keySequenceFor } from '../key-sequence';
import type { HindiLayout } from '../layout';
import { keyIdOf } from './key-id';
import { hindiPseudoWords } from './pseudo-words';

/** The home row every layout's lessons start with, left to right: the plain layer of A S D F J K L ; */
export const HOME_ROW_CODES: readonly string[] = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon'];

/** A Hindi layout's lessons: the keys are physical keys with their layer (`KeyK`, `Shift+KeyK`), as `keyIdOf` names them. */
export interface HindiLessonLanguage extends LessonKeyLanguage {
  readonly layout: HindiLayout;
  readonly letterOrder: readonly string[];
  readonly firstKeys: number;
  /** The key ids that type a word (the fewest presses), or null when the layout cannot type it. */
  readonly keysOf: (word: string) => readonly string[] | null;
  readonly pseudoWord: NonNullable<LessonKeyLanguage['pseudoWord']>;
}

/**
 * Lessons for a Hindi layout over a word list (most frequent first): the home row first, then every
 * other key the words use, most pressed first (each word's presses weighted 1 / rank). The key
 * sequences of the whole list are computed once per layout and list, on first use.
 */
export function hindiLessonLanguage(layout: HindiLayout, wordsByFrequency: readonly string[]): HindiLessonLanguage {
  const byList = cache.get(layout) ?? new WeakMap<readonly string[], HindiLessonLanguage>();
  cache.set(layout, byList);
  const known = byList.get(wordsByFrequency);
  if (known) return known;
  const language = buildLanguage(layout, wordsByFrequency);
  byList.set(wordsByFrequency, language);
  return language;
}

const cache = new WeakMap<HindiLayout, WeakMap<readonly string[], HindiLessonLanguage>>();

function buildLanguage(layout: HindiLayout, wordsByFrequency: readonly string[]): HindiLessonLanguage {
  const typeWord = (word: string): string[] | null => keySequenceFor(layout, word)?.map(keyIdOf) ?? null;
  const sequences = new Map<string, readonly string[] | null>();
  const weights = new Map<string, number>();
  wordsByFrequency.forEach((word, rank) => {
    if (sequences.has(word)) return;
    const keys = typeWord(word);
    sequences.set(word, keys);
    for (const key of keys ?? []) weights.set(key, (weights.get(key) ?? 0) + 1 / (rank + 1));
  });
  const rest = [...weights.keys()]
    .filter((key) => !HOME_ROW_CODES.includes(key))
    .sort((a, b) => weights.get(b)! - weights.get(a)! || (a < b ? -1 : 1));
  const letterOrder = [...HOME_ROW_CODES, ...rest];
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const letterShare = Object.fromEntries(letterOrder.map((key) => [key, (weights.get(key) ?? 0) / total]));
  const keysOf = (word: string) => (sequences.has(word) ? sequences.get(word)! : typeWord(word));
  return {
    layout,
    letterOrder,
    letterShare,
    firstKeys: HOME_ROW_CODES.length,
    keysOf,
    pseudoWord: hindiPseudoWords(layout, keysOf),
  };
}
