import { plainWords } from './plain-words';

export type Random = () => number;

/** One sentence of the corpus as committed in data/sentences.json, with the work it comes from. */
export interface Sentence {
  text: string;
  source: string;
}

/** A sentence with what scoring needs, computed once when the picker is built. */
export interface PreparedSentence {
  text: string;
  words: readonly string[];
  /** The plain words joined by spaces. */
  plain: string;
  /** How many times each letter a–z occurs in the plain words. */
  letterCounts: Uint16Array;
  /** Letters of the plain words (the score's denominator). */
  letters: number;
}

interface Pool {
  sentences: PreparedSentence[];
  weights: number[];
}

const BIGRAMS_PER_KEY = 2;
/**
 * A key set's pool holds the densest sentences: at least MIN_POOL_WORDS (≈ 1.3 texts), then more,
 * up to MAX_POOL_WORDS (≈ 6 texts: variety), while the pool's weak-key share stays at least
 * POOL_DENSITY × the keys' share of the whole corpus. Rare keys (q z x, j k l) get a wide pool;
 * common ones (e, a s d), whose dense sentences are few, a narrow one.
 */
const MIN_POOL_WORDS = 320;
const MAX_POOL_WORDS = 1500;
const POOL_DENSITY = 2.4;
/** Weight = density^POWER inside the pool: the densest sentences come up most often. */
const SCORE_POWER = 4;
/** Resolution of the score histogram that finds a pool's candidates (scores are shares, 0–1). */
const HISTOGRAM_BINS = 1000;
const A = 'a'.charCodeAt(0);

/**
 * Chooses whole sentences rich in weak keys: each sentence is scored by its share of weak letters
 * (sentences dense in a key are dense in its bigrams too; a bonus for the bigrams themselves drew
 * sentences dense in their other letter and lowered the weak-key share); the best ones form a pool
 * drawn from by weighted random, without repeats.
 */
export class SentencePicker {
  readonly sentences: readonly PreparedSentence[];
  private readonly pools = new Map<string, Pool>();
  /** Each letter's count over the corpus, and each letter pair's inside words (26 × 26). */
  private readonly letterTotals = new Float64Array(26);
  private readonly pairTotals = new Uint32Array(26 * 26);
  private readonly corpusLetters: number;

  constructor(sentences: readonly Sentence[]) {
    this.sentences = sentences.map(({ text }) => prepare(text));
    let letters = 0;
    for (const sentence of this.sentences) {
      sentence.letterCounts.forEach((count, letter) => (this.letterTotals[letter]! += count));
      letters += sentence.letters;
      for (const word of sentence.words) {
        for (let i = 0; i + 1 < word.length; i++)
          this.pairTotals[(word.charCodeAt(i) - A) * 26 + word.charCodeAt(i + 1) - A]!++;
      }
    }
    this.corpusLetters = letters;
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

  /** The commonest letter pairs (inside words) of the corpus containing each key: the model's prompt names them. */
  bigramsFor(keys: readonly string[]): string[] {
    const result: string[] = [];
    for (const key of keys) {
      const k = key.charCodeAt(0) - A;
      if (k < 0 || k >= 26) continue;
      const pairs: { pair: string; count: number }[] = [];
      for (let other = 0; other < 26; other++) {
        pairs.push({ pair: String.fromCharCode(A + k, A + other), count: this.pairTotals[k * 26 + other]! });
        if (other !== k)
          pairs.push({ pair: String.fromCharCode(A + other, A + k), count: this.pairTotals[other * 26 + k]! });
      }
      const best = pairs.filter((p) => p.count > 0).sort((a, b) => b.count - a.count || a.pair.localeCompare(b.pair));
      for (const { pair } of best.slice(0, BIGRAMS_PER_KEY)) if (!result.includes(pair)) result.push(pair);
    }
    return result;
  }

  /** Weak-key occurrences per letter. */
  score(sentence: PreparedSentence, keys: readonly string[]): number {
    return weakLetters(sentence, keys) / sentence.letters;
  }

  /** The keys' share of the corpus's letters. */
  naturalShare(keys: readonly string[]): number {
    let count = 0;
    for (const key of keys) count += this.letterTotals[key.charCodeAt(0) - A] ?? 0;
    return count / this.corpusLetters;
  }

  private pool(weakKeys: readonly string[]): Pool {
    const cacheKey = weakKeys.join('');
    const cached = this.pools.get(cacheKey);
    if (cached) return cached;
    const keys = weakKeys.filter((k) => /^[a-z]$/.test(k));
    const pool = keys.length === 0 ? this.everySentence() : this.densest(keys);
    if (this.pools.size > 256) this.pools.clear();
    this.pools.set(cacheKey, pool);
    return pool;
  }

  /** No weak keys: every sentence alike. */
  private everySentence(): Pool {
    return { sentences: [...this.sentences], weights: this.sentences.map(() => 1) };
  }

  private densest(keys: readonly string[]): Pool {
    const floor = POOL_DENSITY * this.naturalShare(keys);
    const pool: Pool = { sentences: [], weights: [] };
    let words = 0;
    let weak = 0;
    let letters = 0;
    for (const sentence of this.densestFirst(keys)) {
      if (words >= MAX_POOL_WORDS) break;
      const density = (weak + weakLetters(sentence, keys)) / (letters + sentence.letters);
      if (words >= MIN_POOL_WORDS && density < floor) break;
      pool.sentences.push(sentence);
      pool.weights.push(Math.pow(this.score(sentence, keys), SCORE_POWER) || Number.EPSILON);
      words += sentence.words.length;
      weak += weakLetters(sentence, keys);
      letters += sentence.letters;
    }
    return pool;
  }

  /**
   * The sentences that can enter a pool (the densest, MAX_POOL_WORDS words at least), densest first.
   * A histogram of the scores finds the cut in one pass, so only those few hundred are sorted: the
   * first text for a key set costs milliseconds, not a sort of the whole corpus.
   */
  private densestFirst(keys: readonly string[]): PreparedSentence[] {
    const scores = this.sentences.map((sentence) => this.score(sentence, keys));
    const wordsAtScore = new Uint32Array(HISTOGRAM_BINS + 1);
    scores.forEach(
      (score, i) => (wordsAtScore[Math.floor(score * HISTOGRAM_BINS)]! += this.sentences[i]!.words.length),
    );
    let cut = HISTOGRAM_BINS;
    for (let words = wordsAtScore[cut]!; cut > 0 && words < MAX_POOL_WORDS;) words += wordsAtScore[--cut]!;
    const candidates: number[] = [];
    scores.forEach((score, i) => {
      if (Math.floor(score * HISTOGRAM_BINS) >= cut) candidates.push(i);
    });
    return candidates.sort((a, b) => scores[b]! - scores[a]!).map((i) => this.sentences[i]!);
  }
}

function prepare(text: string): PreparedSentence {
  const words = plainWords(text);
  const plain = words.join(' ');
  const letterCounts = new Uint16Array(26);
  for (let i = 0; i < plain.length; i++) if (plain[i] !== ' ') letterCounts[plain.charCodeAt(i) - A]!++;
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  return { text, words, plain, letterCounts, letters };
}

function weakLetters(sentence: PreparedSentence, keys: readonly string[]): number {
  let count = 0;
  for (const key of keys) count += sentence.letterCounts[key.charCodeAt(0) - A] ?? 0;
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
