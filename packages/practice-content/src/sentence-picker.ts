import { plainWords } from './plain-words';

export type Random = () => number;

/** One sentence of the corpus as committed in data/sentences.json. */
export interface Sentence {
  text: string;
  chapter: number;
}

/** A sentence with what scoring needs, computed once when the picker is built. */
export interface PreparedSentence {
  text: string;
  words: readonly string[];
  /** The plain words joined by spaces. */
  plain: string;
  /** The plain words without names (a capitalised word after the first): else "Queequeg" would be every q-text. */
  withoutNames: string;
  /** How many times each letter a–z occurs in `withoutNames`. */
  letterCounts: Uint16Array;
  /** Letters of the plain words, names included (the score's denominator). */
  letters: number;
}

interface Pool {
  sentences: PreparedSentence[];
  weights: number[];
}

/** A weak bigram counts this much more than a single weak letter. */
const BIGRAM_GAIN = 1.5;
const BIGRAMS_PER_KEY = 2;
/** The best-scoring sentences are drawn from until they hold this many words (≈ 3 texts: variety). */
const POOL_WORDS = 600;
/** Weight = score^POWER inside the pool: the densest sentences come up most often. */
const SCORE_POWER = 3;
const A = 'a'.charCodeAt(0);

/**
 * Chooses whole sentences rich in weak keys and their commonest bigrams: each sentence is scored by
 * weak-letter and weak-bigram occurrences per letter; the best ones form a pool drawn from by
 * weighted random, without repeats.
 */
export class SentencePicker {
  readonly sentences: readonly PreparedSentence[];
  private readonly pools = new Map<string, Pool>();

  constructor(sentences: readonly Sentence[]) {
    this.sentences = sentences.map(({ text }) => prepare(text));
  }

  /** Whole sentences in order until they hold at least `minWords` words; no sentence twice, no word twice in a row. */
  pick(weakKeys: readonly string[], minWords: number, random: Random): PreparedSentence[] {
    const pool = this.pool(weakKeys);
    const weights = [...pool.weights];
    let total = weights.reduce((sum, w) => sum + w, 0);
    const chosen: PreparedSentence[] = [];
    let words = 0;
    while (words < minWords && total > 0) {
      const index = draw(weights, random() * total);
      const sentence = pool.sentences[index]!;
      total -= weights[index]!;
      weights[index] = 0;
      const last = chosen[chosen.length - 1];
      if (last && last.words[last.words.length - 1] === sentence.words[0]) continue;
      chosen.push(sentence);
      words += sentence.words.length;
    }
    return chosen;
  }

  /** The commonest letter pairs (inside words) of the corpus containing each key. */
  bigramsFor(keys: readonly string[]): string[] {
    const result: string[] = [];
    for (const key of keys) {
      const counts = new Map<string, number>();
      for (const { words } of this.sentences) {
        for (const word of words) {
          for (let i = 0; i + 1 < word.length; i++) {
            const pair = word.slice(i, i + 2);
            if (pair.includes(key)) counts.set(pair, (counts.get(pair) ?? 0) + 1);
          }
        }
      }
      const best = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, BIGRAMS_PER_KEY);
      for (const [pair] of best) if (!result.includes(pair)) result.push(pair);
    }
    return result;
  }

  /** Weak-key and weak-bigram occurrences per letter. */
  score(sentence: PreparedSentence, keys: readonly string[], bigrams: readonly string[]): number {
    let hits = 0;
    for (const key of keys) hits += sentence.letterCounts[key.charCodeAt(0) - A] ?? 0;
    for (const pair of bigrams) hits += BIGRAM_GAIN * occurrences(sentence.withoutNames, pair);
    return hits / sentence.letters;
  }

  private pool(weakKeys: readonly string[]): Pool {
    const cacheKey = weakKeys.join('');
    const cached = this.pools.get(cacheKey);
    if (cached) return cached;
    const keys = weakKeys.filter((k) => /^[a-z]$/.test(k));
    let pool: Pool;
    if (keys.length === 0) {
      // No weak keys: every sentence alike.
      pool = { sentences: [...this.sentences], weights: this.sentences.map(() => 1) };
    } else {
      const bigrams = this.bigramsFor(keys);
      const ranked = this.sentences
        .map((sentence) => ({ sentence, score: this.score(sentence, keys, bigrams) }))
        .sort((a, b) => b.score - a.score);
      pool = { sentences: [], weights: [] };
      let words = 0;
      for (const { sentence, score } of ranked) {
        if (words >= POOL_WORDS) break;
        pool.sentences.push(sentence);
        pool.weights.push(Math.pow(score, SCORE_POWER) || Number.EPSILON);
        words += sentence.words.length;
      }
    }
    if (this.pools.size > 256) this.pools.clear();
    this.pools.set(cacheKey, pool);
    return pool;
  }
}

function prepare(text: string): PreparedSentence {
  const words = plainWords(text);
  const plain = words.join(' ');
  const letterCounts = new Uint16Array(26);
  const withoutNames = plainWords(text.replace(/(?<=[A-Za-z][^A-Za-z]+)[A-Z][A-Za-z']*/g, ' ')).join(' ');
  for (let i = 0; i < withoutNames.length; i++)
    if (withoutNames[i] !== ' ') letterCounts[withoutNames.charCodeAt(i) - A]!++;
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  return { text, words, plain, withoutNames, letterCounts, letters };
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

/** The index whose cumulative weight first exceeds `target` (linear: pools are a few hundred long). */
function draw(weights: readonly number[], target: number): number {
  let sum = 0;
  let lastPositive = 0;
  for (let i = 0; i < weights.length; i++) {
    if (weights[i]! <= 0) continue;
    sum += weights[i]!;
    lastPositive = i;
    if (target < sum) return i;
  }
  return lastPositive;
}
