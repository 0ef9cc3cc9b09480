import type { LessonKeyLanguage } from '../../lessons/lesson-language';
import { keySequenceFor } from '../key-sequence';
import type { HindiLayout } from '../layout';
import { keyIdOf } from './key-id';
import { hindiPseudoWords } from './pseudo-words';

/** The home row every layout's lessons start with, left to right: the plain layer of A S D F J K L ; */
export const HOME_ROW_CODES: readonly string[] = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon'];

export interface HindiLessonLanguage extends LessonKeyLanguage {
  readonly layout: HindiLayout;
  readonly letterOrder: readonly string[];
  readonly firstKeys: number;
  readonly keysOf: (word: string) => readonly string[] | null;
  readonly pseudoWord: NonNullable<LessonKeyLanguage['pseudoWord']>;
}

/** Home row first, then the other keys by presses (words weighted 1 / rank); sequences computed once per layout. */
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
