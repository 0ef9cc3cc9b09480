/**
 * Quality of the built-in practice-text generator (issue 6): `npm run bench:ai-text -w bench`.
 * For several sets of weak keys, 40 seeded texts each, against the built-in paragraphs of
 * `@typing/typing-core`. Budgets (exit code 1 when one is missed):
 * - weak-key density (weak letters / letters) ≥ 3 × the paragraphs' density for the same keys;
 * - ≥ 95 % of the words among the 10,000 most common English words (the list's own ranking);
 * - no word more than twice in a row; 250–300 lower-case words, letters and spaces only.
 */
import { BuiltinGenerator, mostCommon, practiceKeys, weakKeyDensity } from '@typing/ai-text-service/generator';
import { PARAGRAPHS, seededRandom } from '@typing/typing-core';

export const DENSITY_RATIO_MIN = 3;
export const COMMON_SHARE_MIN = 0.95;
export const MAX_RUN = 2;
const TEXTS_PER_SET = 40;

/** Typical weak-key sets: rare letters, hard reaches, common letters, one key, five keys. */
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

interface Row {
  keys: string;
  baseline: number;
  density: number;
  ratio: number;
  common: number;
  longestRun: number;
  shapeOk: boolean;
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

export function measure(generator = new BuiltinGenerator(), common = mostCommon(10_000)): Row[] {
  const baselineText = PARAGRAPHS.join(' ');
  return KEY_SETS.map((set, index) => {
    const keys = practiceKeys(set);
    const random = seededRandom(100 + index);
    let letters = 0;
    let weak = 0;
    let words = 0;
    let inCommon = 0;
    let run = 0;
    let shapeOk = true;
    for (let i = 0; i < TEXTS_PER_SET; i++) {
      const text = generator.generate(keys, random);
      const list = text.split(' ');
      shapeOk &&= /^[a-z]+( [a-z]+)*$/.test(text) && list.length >= 250 && list.length <= 300;
      const density = weakKeyDensity(text, keys);
      const textLetters = text.replace(/ /g, '').length;
      letters += textLetters;
      weak += density * textLetters;
      words += list.length;
      inCommon += list.filter((w) => common.has(w)).length;
      run = Math.max(run, longestRun(list));
    }
    const baseline = weakKeyDensity(baselineText, keys);
    const density = weak / letters;
    return {
      keys: keys.join(''),
      baseline,
      density,
      ratio: density / baseline,
      common: inCommon / words,
      longestRun: run,
      shapeOk,
    };
  });
}

function main(): void {
  const started = performance.now();
  const generator = new BuiltinGenerator();
  const rows = measure(generator);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(7);
  console.log('keys    paragraphs  generated  ratio   in top 10k  longest run  shape');
  let ok = true;
  for (const r of rows) {
    const pass = r.ratio >= DENSITY_RATIO_MIN && r.common >= COMMON_SHARE_MIN && r.longestRun <= MAX_RUN && r.shapeOk;
    ok &&= pass;
    console.log(
      `${r.keys.padEnd(7)} ${pct(r.baseline)}     ${pct(r.density)}   ${r.ratio.toFixed(2).padStart(5)}×  ${pct(r.common)}     ${String(r.longestRun).padStart(3)}        ${r.shapeOk ? 'ok' : 'BAD'}  ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  const sample = generator.generate(['q', 'z', 'x'], seededRandom(7)).split(' ').slice(0, 20).join(' ');
  console.log(`\nsample (q z x): ${sample} …`);
  console.log(
    `budgets: density ≥ ${DENSITY_RATIO_MIN}× paragraphs, ≥ ${COMMON_SHARE_MIN * 100}% in top 10k, run ≤ ${MAX_RUN}; ${TEXTS_PER_SET} texts per set; ${Math.round(performance.now() - started)} ms`,
  );
  console.log(ok ? 'All budgets met.' : 'Over budget: see FAIL above.');
  process.exitCode = ok ? 0 : 1;
}

if (require.main === module) main();
