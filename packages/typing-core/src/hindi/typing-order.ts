import {
  AA_MATRA,
  I_MATRA,
  REPH,
  VIRAMA,
  clusterEnd,
  clusterStart,
  isConsonant,
  isSyllableSign,
  isVowelSign,
} from './devanagari';
import type { TypingOrder } from './layout';

/** What a key typed, and whether it is one of the two keys the typewriter order moves. */
export interface TypedKey {
  readonly text: string;
  readonly role: 'text' | 'iMatra' | 'reph';
}

/** Two characters typed one after the other that a Remington-family layout writes as one. */
const COMPOSED: ReadonlyMap<string, string> = new Map([
  ['अा', 'आ'],
  ['आे', 'ओ'],
  ['आै', 'औ'],
  ['आॅ', 'ऑ'],
  ['ाे', 'ो'],
  ['ाै', 'ौ'],
  ['ाॅ', 'ॉ'],
  ['उु', 'ऊ'],
  ['एे', 'ऐ'],
  ['एॅ', 'ऍ'],
  ['ॅं', 'ँ'],
  ['ंॅ', 'ँ'],
  ['ृृ', 'ॄ'],
  ['।।', '॥'],
  ['इर्', 'ई'],
]);

/** The pairs above, for finding the keys of a composed character. */
export const COMPOSED_PAIRS: readonly (readonly [first: string, second: string, composed: string])[] = [
  ...COMPOSED,
].map(([pair, composed]) => {
  const first = pair.startsWith('इ') ? 'इ' : Array.from(pair)[0]!;
  return [first, pair.slice(first.length), composed] as const;
});

interface Glyph {
  text: string;
  role: TypedKey['role'];
}

/**
 * The Unicode text (logical order) that a run of Remington-family keys stands for: a half form followed by ा is
 * the full consonant, composing pairs are joined, and in typewriter order ि moves after the cluster that follows
 * it and the reph before the cluster (and its vowel signs) that precedes it. The result is one code point an item.
 */
export function arrangeTyped(keys: readonly TypedKey[], order: TypingOrder): string[] {
  const glyphs: Glyph[] = [];
  for (const key of keys) {
    if (key.role !== 'text') {
      const last = glyphs[glyphs.length - 1];
      const composed = last && last.role === 'text' ? COMPOSED.get(last.text + key.text) : undefined;
      if (composed) last!.text = composed;
      else glyphs.push({ text: key.text, role: key.role });
      continue;
    }
    for (const char of key.text) {
      const last = glyphs[glyphs.length - 1];
      if (last && last.role === 'text') {
        if (last.text === VIRAMA && char === AA_MATRA) {
          glyphs.pop();
          continue;
        }
        const composed = COMPOSED.get(last.text + char);
        if (composed) {
          last.text = composed;
          continue;
        }
      }
      glyphs.push({ text: char, role: 'text' });
    }
  }
  if (order === 'typewriter') {
    moveIMatras(glyphs);
    moveRephs(glyphs);
  }
  return glyphs.flatMap((glyph) => Array.from(glyph.text));
}

function textsOf(glyphs: readonly Glyph[]): string[] {
  return glyphs.flatMap((glyph) => Array.from(glyph.text));
}

function moveIMatras(glyphs: Glyph[]): void {
  for (let at = 0; at < glyphs.length; at++) {
    if (glyphs[at]!.role !== 'iMatra') continue;
    const end = clusterEnd(textsOf(glyphs), at + 1);
    const [matra] = glyphs.splice(at, 1);
    matra!.role = 'text';
    glyphs.splice(end - 1, 0, matra!);
    at = end - 1;
  }
}

function moveRephs(glyphs: Glyph[]): void {
  for (let at = 0; at < glyphs.length; at++) {
    if (glyphs[at]!.role !== 'reph') continue;
    const texts = textsOf(glyphs);
    let end = at;
    while (end > 0 && isSyllableSign(texts[end - 1])) end--;
    const start = clusterStart(texts, end);
    const [reph] = glyphs.splice(at, 1);
    reph!.role = 'text';
    glyphs.splice(start < end ? start : at, 0, reph!);
  }
}

/**
 * The inverse of `arrangeTyped`'s reordering: `text` (Unicode, logical order) in the order a typist enters it,
 * each reph as the single string र् and each ि before its cluster in typewriter order.
 */
export function typingOrderOf(text: string, order: TypingOrder): string[] {
  const chars = Array.from(text);
  if (order === 'logical') return chars;
  const units: string[] = [];
  for (let at = 0; at < chars.length; at++) {
    const isReph =
      chars[at] === 'र' && chars[at + 1] === VIRAMA && isConsonant(chars[at + 2]) && chars[at - 1] !== VIRAMA;
    if (!isReph) {
      units.push(chars[at]!);
      continue;
    }
    let end = clusterEnd(chars, at + 2);
    while (isVowelSign(chars[end])) end++;
    units.push(...chars.slice(at + 2, end), REPH);
    at = end - 1;
  }
  for (let at = 0; at < units.length; at++) {
    if (units[at] !== I_MATRA) continue;
    const start = clusterStart(units, at);
    units.splice(at, 1);
    units.splice(start, 0, I_MATRA);
  }
  return units;
}
