import { SAMPLE_MAX_WORDS, SAMPLE_MIN_WORDS } from '../constants';
import { PARAGRAPHS } from './paragraphs';

/** Injected so sample building is reproducible. */
export type RandomSource = () => number;

export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/** SPEC §5: paragraphs from a shuffled bag, so none repeats before all have been used. */
export function buildSampleText(random: RandomSource, paragraphs: readonly string[] = PARAGRAPHS): string {
  const pool = paragraphs.map(words).filter((paragraph) => paragraph.length > 0);
  if (pool.length === 0) throw new RangeError('buildSampleText needs at least one paragraph with words');

  const picked: string[] = [];
  let bag: string[][] = [];
  while (picked.length < SAMPLE_MIN_WORDS) {
    if (bag.length === 0) bag = shuffle(pool, random);
    picked.push(...bag.pop()!);
  }
  return picked.slice(0, SAMPLE_MAX_WORDS).join(' ');
}

/** Clamped so a source that returns 1 cannot overrun. */
function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A space belongs to the word before it; built once per test so "current word" is O(1) per keystroke. */
export function wordIndexByChar(text: string): Int32Array {
  const index = new Int32Array(text.length);
  let word = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ' ' && (i === 0 || text[i - 1] === ' ')) word++;
    index[i] = Math.max(word, 0);
  }
  return index;
}
