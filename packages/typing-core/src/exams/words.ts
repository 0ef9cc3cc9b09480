/** Words as the boards count them (between spaces), edge punctuation apart so a wrong comma is only half a mistake. */

export interface ExamWord {
  readonly text: string;
  /** The word without the punctuation at its edges (may be empty: a lone dash or danda). */
  readonly core: string;
  /** The core in lower case: what must match for the word to count as the same word. */
  readonly key: string;
  readonly lead: string;
  readonly trail: string;
  readonly paragraphStart: boolean;
  readonly tabIndented: boolean;
}

const WORD = /\S+/gu;
const LEAD_PUNCTUATION = /^\p{P}+/u;
const TRAIL_PUNCTUATION = /\p{P}+$/u;

export function examWords(text: string): ExamWord[] {
  const normal = text.normalize('NFC');
  const words: ExamWord[] = [];
  let previousEnd = 0;
  for (const match of normal.matchAll(WORD)) {
    const gap = normal.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    words.push(examWord(match[0], words.length === 0 || gap.includes('\n'), gap.includes('\t')));
  }
  return words;
}

function examWord(text: string, paragraphStart: boolean, tabIndented: boolean): ExamWord {
  const lead = LEAD_PUNCTUATION.exec(text)?.[0] ?? '';
  if (lead.length === text.length) return { text, core: '', key: '', lead, trail: '', paragraphStart, tabIndented };
  const trail = TRAIL_PUNCTUATION.exec(text)?.[0] ?? '';
  const core = text.slice(lead.length, text.length - trail.length);
  return { text, core, key: core.toLowerCase(), lead, trail, paragraphStart, tabIndented };
}

/** Key depressions without a key log: one per code point typed, spaces, Enter and Tab included, Shift not. */
export function keyDepressionsOf(typed: string): number {
  let count = 0;
  for (const _ of typed.normalize('NFC')) count += 1;
  return count;
}
