/** The practice-text generator vs. the paragraphs; variety is unbudgeted (common letters have few dense sentences). */
import {
  BuiltinGenerator,
  practiceKeys,
  type Random,
  weakKeyDensity,
  wholeSentencesOf,
  wholeSentenceShare,
  WordListGenerator,
} from '@typing/ai-text-service/generator';
import { PARAGRAPHS, seededRandom } from '@typing/typing-core';

export const DENSITY_RATIO_MIN = 2;
export const WHOLE_SENTENCE_SHARE_MIN = 1;
export const P95_MS_MAX = 20;
export const MAX_RUN = 1;
const TEXTS_PER_SET = 40;

/** Rare letters, hard reaches, common letters, one key, five keys. */
export const KEY_SETS: string[][] = [
  ['q', 'z', 'x'],
  ['j', 'k', 'l'],
  ['b', 'v', 'n', 'm', 'p'],
  ['w', 'f', 'g'],
  ['y'],
  ['r', 't'],
  ['e'],
  ['a', 's', 'd'],
  ['c', 'u'],
];

interface Generator {
  generate(keys: readonly string[], random: Random): string;
}

export interface Figures {
  ratio: number;
  density: number;
  wholeSentences: number;
  p95Ms: number;
  longestRun: number;
  shapeOk: boolean;
  /** Distinct whole sentences over all texts ÷ whole sentences in an average text. */
  variety: number;
}

function longestRun(words: string[]): number {
  let best = 0;
  let run = 0;
  words.forEach((w, i) => {
    run = i > 0 && words[i - 1] === w ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export function measure(generator: Generator, keys: string[], seed: number, plainSentences: string[]): Figures {
  const random = seededRandom(seed);
  let letters = 0;
  let weak = 0;
  let words = 0;
  let whole = 0;
  let run = 0;
  let shapeOk = true;
  let sentences = 0;
  const distinct = new Set<string>();
  const times: number[] = [];
  for (let i = 0; i < TEXTS_PER_SET; i++) {
    const started = performance.now();
    const text = generator.generate(keys, random);
    times.push(performance.now() - started);
    const list = text.split(' ');
    shapeOk &&= /^[a-z]+( [a-z]+)*$/.test(text) && list.length >= 250 && list.length <= 300;
    const textLetters = text.replace(/ /g, '').length;
    letters += textLetters;
    weak += weakKeyDensity(text, keys) * textLetters;
    words += list.length;
    whole += wholeSentenceShare(text, plainSentences) * list.length;
    const used = wholeSentencesOf(text, plainSentences);
    sentences += used.length;
    for (const sentence of used) distinct.add(sentence);
    run = Math.max(run, longestRun(list));
  }
  const density = weak / letters;
  return {
    density,
    ratio: density / weakKeyDensity(PARAGRAPHS.join(' '), keys),
    wholeSentences: whole / words,
    p95Ms: percentile(times, 0.95),
    longestRun: run,
    shapeOk,
    variety: sentences === 0 ? 0 : distinct.size / (sentences / TEXTS_PER_SET),
  };
}

export function passes(f: Figures): boolean {
  return (
    f.ratio >= DENSITY_RATIO_MIN &&
    f.wholeSentences >= WHOLE_SENTENCE_SHARE_MIN &&
    f.p95Ms <= P95_MS_MAX &&
    f.longestRun <= MAX_RUN &&
    f.shapeOk
  );
}

function main(): void {
  const started = performance.now();
  const sentences = new BuiltinGenerator();
  const words = new WordListGenerator();
  const plainSentences = sentences.plainSentences();
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(6);
  const cells = (f: Figures) =>
    `${f.ratio.toFixed(2).padStart(5)}× ${pct(f.wholeSentences)} ${f.p95Ms.toFixed(1).padStart(5)} ms`;
  console.log('            sentences (budget)                              | word list (first generator)    ');
  console.log('keys        density  whole sent.  p95 time  run shape  variety | density  whole sent.  p95 time');
  let ok = true;
  KEY_SETS.forEach((set, index) => {
    const keys = practiceKeys(set);
    const mine = measure(sentences, keys, 100 + index, plainSentences);
    const old = measure(words, keys, 100 + index, plainSentences);
    const pass = passes(mine);
    ok &&= pass;
    console.log(
      `${keys.join('').padEnd(7)} ${cells(mine)}   ${mine.longestRun}  ${mine.shapeOk ? 'ok ' : 'BAD'}  ${mine.variety.toFixed(1).padStart(5)}  ${pass ? 'PASS' : 'FAIL'} | ${cells(old)}`,
    );
  });
  const sample = sentences.generate(['q', 'z', 'x'], seededRandom(7)).split(' ').slice(0, 24).join(' ');
  console.log(`\nsample (q z x): ${sample} …`);
  console.log(
    `budgets: density ≥ ${DENSITY_RATIO_MIN}× the built-in paragraphs, ${WHOLE_SENTENCE_SHARE_MIN * 100}% of words from whole sentences, p95 ≤ ${P95_MS_MAX} ms, no word twice in a row; variety = distinct sentences in texts' worth; ${TEXTS_PER_SET} texts per set; ${Math.round(performance.now() - started)} ms`,
  );
  console.log(ok ? 'All budgets met.' : 'Over budget: see FAIL above.');
  process.exitCode = ok ? 0 : 1;
}

if (require.main === module) main();
