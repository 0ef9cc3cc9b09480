/** Page and results service draw the same words from the server's seed, so the server knows the text it ranks. */
import { buildTestText, seededRandom, type TestOptions } from '@typing/typing-core';
import { type BoardKind, RANKED_TESTS } from './board-limits';

export function rankedTestOptions(kind: BoardKind): TestOptions {
  const test = RANKED_TESTS[kind];
  return test.mode === 'words'
    ? { mode: 'words', wordCount: test.wordCount, punctuation: false, numbers: false }
    : { mode: 'time', punctuation: false, numbers: false };
}

export const rankedTestText = (kind: BoardKind, seed: number): string =>
  buildTestText(rankedTestOptions(kind), seededRandom(seed));
