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

export const COMPOSED_PAIRS: readonly (readonly [first: string, second: string, composed: string])[] = [
  ...COMPOSED,
].map(([pair, composed]) => {
  const first = pair.startsWith('इ') ? 'इ' : Array.from(pair)[0]!;
  return [first, pair.slice(first.length), composed] as const;
});

/** How a Remington-family layout treats a key that types `text`: ि and the reph key are the ones that move. */
export function keyRole(text: string): TypedKey['role'] {
  if (text === I_MATRA) return 'iMatra';
  return text === REPH ? 'reph' : 'text';
}

/** The composed item, '' when a half form's virama meets ा, undefined when they stay apart. */
function joinTyped(last: string, next: string): string | undefined {
  if (last === VIRAMA && next === AA_MATRA) return '';
  return COMPOSED.get(last + next);
}

export function joinsTyped(last: string, next: TypedKey): boolean {
  return joinTyped(last, next.role === 'text' ? Array.from(next.text)[0]! : next.text) !== undefined;
}

/** The code points a word of Remington-family keys stands for (rules: docs/decisions/india/hindi-layouts.md). */
export function arrangeTyped(keys: readonly TypedKey[], order: TypingOrder): string[] {
  // Parallel lists: one item a code point, except a reph typed with its key, which stays one item until placed.
  const items: string[] = [];
  const roles: TypedKey['role'][] = [];
  const add = (item: string, role: TypedKey['role']): void => {
    const last = items.length - 1;
    const joined = roles[last] === 'text' ? joinTyped(items[last]!, item) : undefined;
    if (joined === undefined) {
      items.push(item);
      roles.push(role);
    } else if (joined === '') {
      items.pop();
      roles.pop();
    } else items[last] = joined;
  };
  for (const key of keys) {
    if (key.role !== 'text') add(key.text, key.role);
    else for (const char of key.text) add(char, 'text');
  }
  if (order === 'typewriter') {
    moveIMatras(items, roles);
    moveRephs(items, roles);
  }
  return items.flatMap((item) => (item.length === 1 ? item : Array.from(item)));
}

function move(items: string[], roles: TypedKey['role'][], from: number, to: number): void {
  const [item] = items.splice(from, 1);
  roles.splice(from, 1);
  items.splice(to, 0, item!);
  roles.splice(to, 0, 'text');
}

function moveIMatras(items: string[], roles: TypedKey['role'][]): void {
  for (let at = 0; at < items.length; at++) {
    if (roles[at] !== 'iMatra') continue;
    const end = clusterEnd(items, at + 1);
    move(items, roles, at, end - 1);
    at = end - 1;
  }
}

function moveRephs(items: string[], roles: TypedKey['role'][]): void {
  for (let at = 0; at < items.length; at++) {
    if (roles[at] !== 'reph') continue;
    let end = at;
    while (end > 0 && isSyllableSign(items[end - 1])) end--;
    const start = clusterStart(items, end);
    if (start < end) move(items, roles, at, start);
    else roles[at] = 'text';
  }
}

/** `text` in the order a typist enters it: the inverse of `arrangeTyped`'s moves, each reph one item र्. */
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
