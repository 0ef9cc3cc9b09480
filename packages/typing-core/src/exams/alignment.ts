/** Mistake-weighted: the cheapest reading is the most lenient (docs/decisions/india/exam-evaluation.md). */
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

export function similarWords(passageKey: string, typedKey: string): boolean {
  if (passageKey === '' || typedKey === '') return false;
  if (passageKey.startsWith(typedKey)) return true;
  const limit = Math.max(1, Math.floor(passageKey.length / 3));
  if (Math.abs(passageKey.length - typedKey.length) > limit) return false;
  return editDistance(passageKey, typedKey, limit) <= limit;
}

let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal-string-alignment distance (a swap of neighbours is one edit); past `bound` it answers bound + 1. */
export function editDistance(a: string, b: string, bound = Infinity): number {
  const width = b.length + 1;
  if (rows[0].length < width) rows = rows.map(() => new Int32Array(width * 2));
  let [before, previous, row] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const letter = a.charCodeAt(i - 1);
    const letterBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    row[0] = i;
    let least = i;
    for (let j = 1; j < width; j++) {
      const other = b.charCodeAt(j - 1);
      let best = previous[j - 1] + (letter === other ? 0 : 1);
      if (previous[j] + 1 < best) best = previous[j] + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      if (j > 1 && letter === b.charCodeAt(j - 2) && letterBefore === other && before[j - 2] + 1 < best)
        best = before[j - 2] + 1;
      row[j] = best;
      if (best < least) least = best;
    }
    if (least > bound) return bound + 1;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
  }
  return previous[b.length];
}

/** Half mistakes (capitalisation, punctuation) between two words with the same key. */
export function sameWordHalves(passage: ExamWord, typed: ExamWord, caseless: boolean): number {
  if (passage.text === typed.text) return 0;
  const capitalisation = !caseless && passage.core !== typed.core ? 1 : 0;
  const punctuation = passage.lead !== typed.lead || passage.trail !== typed.trail ? 1 : 0;
  return capitalisation + punctuation;
}

const gapCost = (word: ExamWord) => (word.key === '' ? HALF : FULL);

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
  const pGap = Int32Array.from(passage, gapCost);
  const tGap = Int32Array.from(typed, gapCost);
  const pairs = new PairCosts(passage, typed, options.caseless);

  const width = m + 1;
  const { cost, move } = tables((n + 1) * width);
  cost[0] = 0;
  for (let j = 1; j <= m; j++) {
    cost[j] = cost[j - 1] + tGap[j - 1];
    move[j] = Move.Add;
  }
  for (let i = 1; i <= n; i++) {
    const row = i * width;
    const up = row - width;
    const upUp = up - width;
    const omit = pGap[i - 1];
    const pairRow = pairs.row(i - 1);
    const joinable = i > 1 ? joined[i - 2] : -1;
    const splitInto = pText[i - 1];
    const key = pKey[i - 1];
    const keyBefore = i > 1 ? pKey[i - 2] : -1;
    const swappable = keyBefore >= 0 && keyBefore !== key;
    let left = (cost[row] = cost[up] + omit);
    move[row] = Move.Omit;
    let diagonal = cost[up];
    for (let j = 1; j <= m; j++) {
      const above = cost[up + j];
      // On a tie the earliest reading wins: omissions as late as possible, so the words not reached are last.
      let best = above + omit;
      let how = Move.Omit;
      const adding = left + tGap[j - 1];
      // A pair of different words costs at least SIMILAR; only where that could win are they compared.
      if (key === tKey[j - 1] || (diagonal + SIMILAR < best && diagonal + SIMILAR <= adding)) {
        const candidate = diagonal + pairs.cost(pairRow, j - 1);
        if (candidate < best) {
          best = candidate;
          how = Move.Pair;
        }
      }
      let candidate: number;
      if (joinable >= 0 && joinable === tText[j - 1] && (candidate = cost[upUp + j - 1] + HALF) < best) {
        best = candidate;
        how = Move.Join;
      }
      if (j > 1 && splitUp[j - 2] === splitInto && (candidate = cost[up + j - 2] + HALF) < best) {
        best = candidate;
        how = Move.Split;
      }
      if (
        swappable &&
        j > 1 &&
        keyBefore === tKey[j - 1] &&
        key === tKey[j - 2] &&
        (candidate = cost[upUp + j - 2] + HALF) < best
      ) {
        best = candidate;
        how = Move.Swap;
      }
      if (adding < best) {
        best = adding;
        how = Move.Add;
      }
      cost[row + j] = left = best;
      move[row + j] = how;
      diagonal = above;
    }
  }

  const steps = traceBack(move, width, n, m);
  return markUntyped(steps);
}

/** Tables reused between calls up to a size: every cell is written before it is read. */
let kept = { cost: new Int32Array(0), move: new Uint8Array(0) };
const KEEP_CELLS = 1 << 22;

function tables(cells: number): { cost: Int32Array; move: Uint8Array } {
  if (cells <= kept.cost.length) return kept;
  const fresh = { cost: new Int32Array(cells), move: new Uint8Array(cells) };
  if (cells <= KEEP_CELLS) kept = fresh;
  return fresh;
}

/** Trailing omissions were not reached, except as many as the words added just before them (typed for them). */
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

function letterMask(key: string): number {
  let mask = 0;
  for (let k = 0; k < key.length; k++) mask |= 1 << (key.charCodeAt(k) & 31);
  return mask >>> 0;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

interface Spelling {
  readonly word: ExamWord;
  readonly key: number;
  readonly mask: number;
}

class PairCosts {
  private readonly passageSpelling: Int32Array;
  private readonly typedSpelling: Int32Array;
  private readonly passageSpellings: Spelling[] = [];
  private readonly typedSpellings: Spelling[] = [];
  private readonly table: Int32Array;
  private readonly columns: number;

  constructor(
    passage: readonly ExamWord[],
    typed: readonly ExamWord[],
    private readonly caseless: boolean,
  ) {
    const keys = new Interner();
    const spell = (words: readonly ExamWord[], into: Spelling[]) => {
      const ids = new Interner();
      return Int32Array.from(words, (word) => {
        const id = ids.id(word.text);
        into[id] ??= { word, key: keys.id(word.key), mask: letterMask(word.key) };
        return id;
      });
    };
    this.passageSpelling = spell(passage, this.passageSpellings);
    this.typedSpelling = spell(typed, this.typedSpellings);
    this.columns = Math.max(1, this.typedSpellings.length);
    this.table = new Int32Array(this.passageSpellings.length * this.columns).fill(-1);
  }

  row(i: number): number {
    return this.passageSpelling[i] * this.columns;
  }

  cost(row: number, j: number): number {
    const at = row + this.typedSpelling[j];
    const known = this.table[at];
    return known >= 0 ? known : (this.table[at] = this.compare(row / this.columns, this.typedSpelling[j]));
  }

  private compare(passageId: number, typedId: number): number {
    const expected = this.passageSpellings[passageId];
    const typed = this.typedSpellings[typedId];
    if (expected.key === typed.key) return HALF * sameWordHalves(expected.word, typed.word, this.caseless);
    const prefix =
      typed.word.key !== '' && (typed.mask & ~expected.mask) === 0 && expected.word.key.startsWith(typed.word.key);
    // An edit changes at most two letters of the set, so more differing letters rule a misspelling out.
    const limit = Math.max(1, Math.floor(expected.word.key.length / 3));
    if (!prefix && bitCount(expected.mask ^ typed.mask) > 2 * limit) return UNRELATED;
    return prefix || similarWords(expected.word.key, typed.word.key) ? SIMILAR : UNRELATED;
  }
}
