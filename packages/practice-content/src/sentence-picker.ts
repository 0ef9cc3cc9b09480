import { plainWords } from './plain-words';

export type Random = () => number;

export interface Sentence {
  text: string;
  source: string;
}

/** English scores a–z; Hindi scores what a layout's keys type (a letter, a vowel sign, a conjunct such as क्ष). */
export interface SentenceAlphabet {
  readonly units: readonly string[];
  wordsOf(text: string): string[];
}

export const ENGLISH_ALPHABET: SentenceAlphabet = { units: [...'abcdefghijklmnopqrstuvwxyz'], wordsOf: plainWords };

export interface PreparedSentence {
  text: string;
  words: readonly string[];
  plain: string;
  unitCounts: Uint16Array;
  letters: number;
}

interface Pool {
  sentences: PreparedSentence[];
  weights: number[];
}

const BIGRAMS_PER_KEY = 2;
/** A pool grows past MIN_POOL_WORDS while its weak-key share stays ≥ POOL_DENSITY × the corpus's. */
const MIN_POOL_WORDS = 320;
const MAX_POOL_WORDS = 1500;
const POOL_DENSITY = 2.4;
const SCORE_POWER = 4;
const HISTOGRAM_BINS = 1000;

/** Scores by weak-letter share alone: a bonus for bigrams drew sentences dense in their other letter. */
export class SentencePicker {
  readonly sentences: readonly PreparedSentence[];
  private readonly pools = new Map<string, Pool>();
  private readonly unitIndex: ReadonlyMap<string, number>;
  private readonly pairLetters: readonly string[];
  private readonly pairLetterIndex: ReadonlyMap<string, number>;
  private readonly unitTotals: Float64Array;
  private readonly pairTotals: Uint32Array;
  private readonly corpusLetters: number;

  constructor(sentences: readonly Sentence[], alphabet: SentenceAlphabet = ENGLISH_ALPHABET) {
    this.unitIndex = new Map(alphabet.units.map((unit, i) => [unit, i]));
    this.pairLetters = alphabet.units.filter((unit) => unit.length === 1);
    this.pairLetterIndex = new Map(this.pairLetters.map((letter, i) => [letter, i]));
    const counter = unitCounter(alphabet.units);
    this.sentences = sentences.map(({ text }) => prepare(text, alphabet, counter));
    this.unitTotals = new Float64Array(alphabet.units.length);
    const n = this.pairLetters.length;
    this.pairTotals = new Uint32Array(n * n);
    let letters = 0;
    for (const sentence of this.sentences) {
      sentence.unitCounts.forEach((count, unit) => (this.unitTotals[unit]! += count));
      letters += sentence.letters;
      for (const word of sentence.words) {
        for (let i = 0; i + 1 < word.length; i++) {
          const first = this.pairLetterIndex.get(word[i]!);
          const second = this.pairLetterIndex.get(word[i + 1]!);
          if (first !== undefined && second !== undefined) this.pairTotals[first * n + second]!++;
        }
      }
    }
    this.corpusLetters = letters;
  }

  /** No sentence twice, no word twice in a row. */
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

  /** The model's prompt names them. */
  bigramsFor(keys: readonly string[]): string[] {
    const result: string[] = [];
    const letters = this.pairLetters;
    const n = letters.length;
    for (const key of keys) {
      const k = this.pairLetterIndex.get(key);
      if (k === undefined) continue;
      const pairs: { pair: string; count: number }[] = [];
      for (let other = 0; other < n; other++) {
        pairs.push({ pair: key + letters[other]!, count: this.pairTotals[k * n + other]! });
        if (other !== k) pairs.push({ pair: letters[other]! + key, count: this.pairTotals[other * n + k]! });
      }
      const best = pairs.filter((p) => p.count > 0).sort((a, b) => b.count - a.count || a.pair.localeCompare(b.pair));
      for (const { pair } of best.slice(0, BIGRAMS_PER_KEY)) if (!result.includes(pair)) result.push(pair);
    }
    return result;
  }

  score(sentence: PreparedSentence, keys: readonly string[]): number {
    return weakLetters(sentence, this.unitsOf(keys)) / sentence.letters;
  }

  naturalShare(keys: readonly string[]): number {
    let count = 0;
    for (const unit of this.unitsOf(keys)) count += this.unitTotals[unit]!;
    return count / this.corpusLetters;
  }

  private unitsOf(keys: readonly string[]): number[] {
    const units: number[] = [];
    for (const key of keys) {
      const unit = this.unitIndex.get(key);
      if (unit !== undefined && !units.includes(unit)) units.push(unit);
    }
    return units;
  }

  private pool(weakKeys: readonly string[]): Pool {
    const cacheKey = weakKeys.join('\u0000');
    const cached = this.pools.get(cacheKey);
    if (cached) return cached;
    const units = this.unitsOf(weakKeys);
    const pool = units.length === 0 ? this.everySentence() : this.densest(units);
    if (this.pools.size > 256) this.pools.clear();
    this.pools.set(cacheKey, pool);
    return pool;
  }

  private everySentence(): Pool {
    return { sentences: [...this.sentences], weights: this.sentences.map(() => 1) };
  }

  private densest(units: readonly number[]): Pool {
    let natural = 0;
    for (const unit of units) natural += this.unitTotals[unit]!;
    const floor = (POOL_DENSITY * natural) / this.corpusLetters;
    const pool: Pool = { sentences: [], weights: [] };
    let words = 0;
    let weak = 0;
    let letters = 0;
    for (const sentence of this.densestFirst(units)) {
      if (words >= MAX_POOL_WORDS) break;
      const inSentence = weakLetters(sentence, units);
      const density = (weak + inSentence) / (letters + sentence.letters);
      if (words >= MIN_POOL_WORDS && density < floor) break;
      pool.sentences.push(sentence);
      pool.weights.push(Math.pow(inSentence / sentence.letters, SCORE_POWER) || Number.EPSILON);
      words += sentence.words.length;
      weak += inSentence;
      letters += sentence.letters;
    }
    return pool;
  }

  /** A score histogram finds the cut in one pass, so only a few hundred are sorted, not the whole corpus. */
  private densestFirst(units: readonly number[]): PreparedSentence[] {
    const scores = this.sentences.map((sentence) => weakLetters(sentence, units) / sentence.letters);
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

type UnitCounter = (plain: string) => Uint16Array;

function unitCounter(units: readonly string[]): UnitCounter {
  const single = new Map<string, number>();
  const longer: [string, number][] = [];
  units.forEach((unit, i) => (unit.length === 1 ? single.set(unit, i) : longer.push([unit, i])));
  return (plain) => {
    const counts = new Uint16Array(units.length);
    for (let i = 0; i < plain.length; i++) {
      const unit = single.get(plain[i]!);
      if (unit !== undefined) counts[unit]!++;
    }
    for (const [unit, i] of longer) {
      for (let at = plain.indexOf(unit); at >= 0; at = plain.indexOf(unit, at + unit.length)) counts[i]!++;
    }
    return counts;
  };
}

function prepare(text: string, alphabet: SentenceAlphabet, countUnits: UnitCounter): PreparedSentence {
  const words = alphabet.wordsOf(text);
  const plain = words.join(' ');
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  return { text, words, plain, unitCounts: countUnits(plain), letters };
}

function weakLetters(sentence: PreparedSentence, units: readonly number[]): number {
  let count = 0;
  for (const unit of units) count += sentence.unitCounts[unit]!;
  return count;
}

/** Linear: pools are a few hundred long. */
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
