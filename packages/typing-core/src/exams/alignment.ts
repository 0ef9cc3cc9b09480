/**
 * Word-level alignment of a typed answer with its passage: a weighted edit distance over words whose
 * costs are the boards' mistake weights (a full mistake 16, a half 8), so the cheapest alignment is
 * the most lenient reading of the answer. Beside pairing, omitting and adding words it knows three
 * half-mistake moves: two passage words typed as one (join), one typed as two (split) and two swapped.
 * An unrelated word costs as much as an omission and an addition, so the reading is anchored on the
 * words that match (a skipped line is omitted, not substituted); the classifier counts each such
 * omission-and-addition as one substitution. Method: docs/decisions/india/exam-evaluation.md.
 */
import type { ExamWord } from './words';

export type AlignmentStep =
  | { readonly kind: 'pair'; readonly passage: number; readonly typed: number }
  | { readonly kind: 'omit'; readonly passage: number }
  | { readonly kind: 'add'; readonly typed: number }
  /** Passage words `passage` and `passage + 1` typed as the one word `typed`. */
  | { readonly kind: 'join'; readonly passage: number; readonly typed: number }
  /** Passage word `passage` typed as the two words `typed` and `typed + 1`. */
  | { readonly kind: 'split'; readonly passage: number; readonly typed: number }
  /** Passage words `passage`, `passage + 1` typed in the other order at `typed`, `typed + 1`. */
  | { readonly kind: 'swap'; readonly passage: number; readonly typed: number }
  | { readonly kind: 'untyped'; readonly passage: number };

export const FULL = 16;
export const HALF = 8;
/** A misspelt or half-typed word costs a hair less than a full mistake, so similar words pair up. */
const SIMILAR = FULL - 1;
const UNRELATED = 2 * FULL;

const enum Move {
  Pair = 1,
  Omit,
  Add,
  Join,
  Split,
  Swap,
}

/** How alike two different words are: a misspelling or a half-typed word, or nothing alike. */
export function similarWords(passageKey: string, typedKey: string): boolean {
  if (passageKey === '' || typedKey === '') return false;
  if (passageKey.startsWith(typedKey)) return true;
  const limit = Math.max(1, Math.floor(passageKey.length / 3));
  if (Math.abs(passageKey.length - typedKey.length) > limit) return false;
  return editDistance(passageKey, typedKey) <= limit;
}

/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(width);
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2] + 1);
      row[j] = best;
    }
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

/** Half mistakes (0, 1 or 2) between two words with the same key: capitalisation and punctuation. */
export function sameWordHalves(passage: ExamWord, typed: ExamWord, caseless: boolean): number {
  if (passage.text === typed.text) return 0;
  const capitalisation = !caseless && passage.core !== typed.core ? 1 : 0;
  const punctuation = passage.lead !== typed.lead || passage.trail !== typed.trail ? 1 : 0;
  return capitalisation + punctuation;
}

const gapCost = (word: ExamWord) => (word.key === '' ? HALF : FULL);

/** Numbers each distinct string as it is first met. */
class Interner {
  private readonly ids = new Map<string, number>();
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = this.ids.size));
    return id;
  }
  find(value: string): number {
    return this.ids.get(value) ?? -1;
  }
}

export function alignWords(
  passage: readonly ExamWord[],
  typed: readonly ExamWord[],
  options: { readonly caseless: boolean },
): AlignmentStep[] {
  const m = typed.length;
  const n = passage.length;
  const keys = new Interner();
  const texts = new Interner();
  const pKey = Int32Array.from(passage, (word) => keys.id(word.key));
  const tKey = Int32Array.from(typed, (word) => keys.id(word.key));
  const pText = Int32Array.from(passage, (word) => texts.id(word.text.toLowerCase()));
  const tText = Int32Array.from(typed, (word) => texts.id(word.text.toLowerCase()));
  const joined = Int32Array.from({ length: n }, (_, i) =>
    i + 1 < n ? texts.find((passage[i].text + passage[i + 1].text).toLowerCase()) : -1,
  );
  const splitUp = Int32Array.from(typed, (word, j) =>
    j + 1 < m ? texts.find((word.text + typed[j + 1].text).toLowerCase()) : -1,
  );
  const similar = similarityTable(passage, typed, pKey, tKey);

  const width = m + 1;
  const cost = new Int32Array((n + 1) * width);
  const move = new Uint8Array((n + 1) * width);
  for (let j = 1; j <= m; j++) {
    cost[j] = cost[j - 1] + gapCost(typed[j - 1]);
    move[j] = Move.Add;
  }
  for (let i = 1; i <= n; i++) {
    const row = i * width;
    const up = row - width;
    const pWord = passage[i - 1];
    cost[row] = cost[up] + gapCost(pWord);
    move[row] = Move.Omit;
    for (let j = 1; j <= m; j++) {
      const tWord = typed[j - 1];
      let pairCost: number;
      if (pKey[i - 1] === tKey[j - 1]) pairCost = HALF * sameWordHalves(pWord, tWord, options.caseless);
      else pairCost = similar(i - 1, j - 1) ? SIMILAR : UNRELATED;
      // On a tie the earliest reading wins: omissions as late as possible, so the words not reached are last.
      let best = cost[up + j] + gapCost(pWord);
      let how = Move.Omit;
      if (cost[up + j - 1] + pairCost < best) {
        best = cost[up + j - 1] + pairCost;
        how = Move.Pair;
      }
      if (i > 1 && joined[i - 2] === tText[j - 1] && joined[i - 2] >= 0 && cost[up - width + j - 1] + HALF < best) {
        best = cost[up - width + j - 1] + HALF;
        how = Move.Join;
      }
      if (j > 1 && splitUp[j - 2] === pText[i - 1] && splitUp[j - 2] >= 0 && cost[up + j - 2] + HALF < best) {
        best = cost[up + j - 2] + HALF;
        how = Move.Split;
      }
      if (
        i > 1 &&
        j > 1 &&
        pKey[i - 2] === tKey[j - 1] &&
        pKey[i - 1] === tKey[j - 2] &&
        pKey[i - 2] !== pKey[i - 1] &&
        cost[up - width + j - 2] + HALF < best
      ) {
        best = cost[up - width + j - 2] + HALF;
        how = Move.Swap;
      }
      if (cost[row + j - 1] + gapCost(tWord) < best) {
        best = cost[row + j - 1] + gapCost(tWord);
        how = Move.Add;
      }
      cost[row + j] = best;
      move[row + j] = how;
    }
  }

  const steps = traceBack(move, width, n, m);
  return markUntyped(steps);
}

/**
 * Passage words omitted after the last typed word were not reached before time ran out, except as
 * many as the words added just before them: those were typed for them, wrongly (substitutions).
 */
function markUntyped(steps: AlignmentStep[]): AlignmentStep[] {
  let tail = steps.length;
  while (tail > 0 && steps[tail - 1].kind === 'omit') tail--;
  let added = 0;
  while (tail - added > 0 && steps[tail - added - 1].kind === 'add') added++;
  const firstUntyped = Math.min(steps.length, tail + added);
  return steps.map((step, s) =>
    s >= firstUntyped && step.kind === 'omit' ? { kind: 'untyped', passage: step.passage } : step,
  );
}

function traceBack(move: Uint8Array, width: number, end: number, m: number): AlignmentStep[] {
  const steps: AlignmentStep[] = [];
  let i = end;
  let j = m;
  while (i > 0 || j > 0) {
    switch (move[i * width + j] as Move) {
      case Move.Pair:
        steps.push({ kind: 'pair', passage: --i, typed: --j });
        break;
      case Move.Omit:
        steps.push({ kind: 'omit', passage: --i });
        break;
      case Move.Add:
        steps.push({ kind: 'add', typed: --j });
        break;
      case Move.Join:
        steps.push({ kind: 'join', passage: (i -= 2), typed: --j });
        break;
      case Move.Split:
        steps.push({ kind: 'split', passage: --i, typed: (j -= 2) });
        break;
      case Move.Swap:
        steps.push({ kind: 'swap', passage: (i -= 2), typed: (j -= 2) });
        break;
    }
  }
  return steps.reverse();
}

/** `similarWords` for passage word i and typed word j, computed once per pair of distinct keys. */
function similarityTable(
  passage: readonly ExamWord[],
  typed: readonly ExamWord[],
  pKey: Int32Array,
  tKey: Int32Array,
): (i: number, j: number) => boolean {
  const pLocal = new Interner();
  const tLocal = new Interner();
  const pIndex = Int32Array.from(pKey, (key) => pLocal.id(String(key)));
  const tIndex = Int32Array.from(tKey, (key) => tLocal.id(String(key)));
  const columns = typed.length === 0 ? 1 : Math.max(...tIndex) + 1;
  const rows = passage.length === 0 ? 1 : Math.max(...pIndex) + 1;
  const known = new Int8Array(rows * columns); // 0 unknown, 1 similar, 2 not
  return (i, j) => {
    const at = pIndex[i] * columns + tIndex[j];
    if (known[at] === 0) known[at] = similarWords(passage[i].key, typed[j].key) ? 1 : 2;
    return known[at] === 1;
  };
}
