import { AI_TEXT_LIMITS } from '@typing/contracts/web';
import type { Random } from '@typing/practice-content';
import { practiceVocabulary, type RankedWord } from './word-list';

interface Weighted {
  words: string[];
  cumulative: Float64Array;
}

/** How much more a word weighs per share of weak letters and per weak bigram (tuned with bench/src/ai-text-quality.ts). */
const WEAK_SHARE_GAIN = 15;
const BIGRAM_GAIN = 1.5;
/** Weight left to words without any weak key: a little common filler keeps the text readable. */
const FILLER = 0.02;
/** Flattens Zipf's law so the text is not mostly "the", "you" and "to". */
const FREQUENCY_EXPONENT = 0.3;
const BIGRAMS_PER_KEY = 2;
const RECENT_WINDOW = 6;
const RECENT_RETRIES = 8;

/** The first built-in generator, kept for the quality bench's comparison. */
export class WordListGenerator {
  private readonly vocabulary: RankedWord[];
  private readonly cache = new Map<string, Weighted>();

  constructor(vocabulary: RankedWord[] = practiceVocabulary()) {
    this.vocabulary = vocabulary;
  }

  generate(weakKeys: readonly string[], random: Random = Math.random): string {
    const { words, cumulative } = this.weights(weakKeys);
    const total = cumulative[cumulative.length - 1]!;
    const span = AI_TEXT_LIMITS.maxWords - AI_TEXT_LIMITS.minWords + 1;
    const length = AI_TEXT_LIMITS.minWords + Math.floor(random() * span);
    const out: string[] = [];
    while (out.length < length) {
      // Variety: a word seen in the last few is drawn again (a few times at most), never kept twice in a row.
      let word = words[pick(cumulative, random() * total)]!;
      for (let retry = 0; retry < RECENT_RETRIES && out.slice(-RECENT_WINDOW).includes(word); retry++) {
        word = words[pick(cumulative, random() * total)]!;
      }
      if (word !== out[out.length - 1]) out.push(word);
    }
    return out.join(' ');
  }

  bigramsFor(keys: readonly string[]): string[] {
    const result: string[] = [];
    for (const key of keys) {
      const scores = new Map<string, number>();
      for (const { word, count } of this.vocabulary) {
        for (let i = 0; i + 1 < word.length; i++) {
          const pair = word.slice(i, i + 2);
          if (pair.includes(key)) scores.set(pair, (scores.get(pair) ?? 0) + Math.pow(count, FREQUENCY_EXPONENT));
        }
      }
      const best = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, BIGRAMS_PER_KEY);
      for (const [pair] of best) if (!result.includes(pair)) result.push(pair);
    }
    return result;
  }

  private weights(weakKeys: readonly string[]): Weighted {
    const cacheKey = weakKeys.join('');
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const keys = new Set(weakKeys);
    const bigrams = this.bigramsFor(weakKeys);
    const words: string[] = [];
    const cumulative = new Float64Array(this.vocabulary.length);
    let sum = 0;
    this.vocabulary.forEach(({ word, count }, i) => {
      let weight = Math.pow(count, FREQUENCY_EXPONENT);
      if (keys.size > 0) {
        let hits = 0;
        for (const ch of word) if (keys.has(ch)) hits++;
        let pairs = 0;
        for (const pair of bigrams) if (word.includes(pair)) pairs++;
        weight *=
          hits === 0 ? FILLER : Math.exp(WEAK_SHARE_GAIN * (hits / word.length)) * hits * (1 + BIGRAM_GAIN * pairs);
      }
      sum += weight;
      words.push(word);
      cumulative[i] = sum;
    });
    const weighted = { words, cumulative };
    if (this.cache.size > 256) this.cache.clear();
    this.cache.set(cacheKey, weighted);
    return weighted;
  }
}

function pick(cumulative: Float64Array, target: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
