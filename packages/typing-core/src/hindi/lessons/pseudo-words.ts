import type { RandomSource } from '../../texts/sample-text';
import { isConsonant, isVowelSign, NUKTA, VIRAMA } from '../devanagari';
import { keyOutput, layerOf, type HindiLayout } from '../layout';
import { physicalKeyOf } from './key-id';

/** What a key's output adds to a syllable: क, कि, क्, ्र, ि, अ, ं (anything else is left out of made-up words). */
type Part = 'consonant' | 'syllable' | 'halfForm' | 'joiner' | 'vowelSign' | 'vowel' | 'sign';

const SIGNS = new Set(['ं', 'ँ', 'ः']);
const ATTEMPTS = 40;

function partOf(output: string): Part | null {
  const chars = Array.from(output);
  const first = chars[0]!;
  const last = chars.at(-1)!;
  if (chars.every((char) => SIGNS.has(char))) return 'sign';
  if (chars.every(isVowelSign)) return 'vowelSign';
  if (first === VIRAMA) return 'joiner';
  if (isIndependentVowel(first)) return chars.length === 1 ? 'vowel' : null;
  if (!isConsonant(first)) return null;
  if (last === VIRAMA) return 'halfForm';
  if (isVowelSign(last)) return 'syllable';
  return isConsonant(last) || last === NUKTA ? 'consonant' : null;
}

function isIndependentVowel(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x0904 && code <= 0x0914) || code === 0x0960 || code === 0x0961;
}

/** Vowel signs a made-up word uses unasked: the candra ॅ (English loans) only when it is the focus. */
type Pieces = Record<Part | 'commonVowelSign', string[]>;
const CANDRA_E = '\u0945';

/** Kept only when their fewest presses use the keys in play alone (and the focus key, when asked for). */
export function hindiPseudoWords(
  layout: HindiLayout,
  keysOf: (word: string) => readonly string[] | null,
): (keys: readonly string[], focus: string | null, random: RandomSource) => string {
  const outputOf = (id: string): string | null => {
    const key = physicalKeyOf(id);
    return keyOutput(layout, key.code, layerOf(key));
  };
  return (keys, focus, random) => {
    const allowed = new Set(keys);
    const pieces: Pieces = {
      consonant: [],
      syllable: [],
      halfForm: [],
      joiner: [],
      vowelSign: [],
      commonVowelSign: [],
      vowel: [],
      sign: [],
    };
    for (const id of keys) {
      const output = outputOf(id);
      const part = output === null ? null : partOf(output);
      if (part) pieces[part].push(output!);
      if (part === 'vowelSign' && !output!.includes(CANDRA_E)) pieces.commonVowelSign.push(output!);
    }
    const focusOutput = focus === null ? null : outputOf(focus);
    const focusPart = focusOutput === null ? null : partOf(focusOutput);
    const fits = (word: string, needsFocus: boolean): boolean => {
      const typed = keysOf(word);
      return (
        word !== '' && typed !== null && typed.every((id) => allowed.has(id)) && (!needsFocus || typed.includes(focus!))
      );
    };
    let typable: string | null = null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const word = madeUpWord(pieces, random, focusPart === null ? null : { part: focusPart, output: focusOutput! });
      if (fits(word, focus !== null)) return word;
      if (typable === null && fits(word, false)) typable = word;
    }
    return typable ?? pieces.consonant.find((consonant) => fits(consonant, false)) ?? '';
  };
}

function madeUpWord(pieces: Pieces, random: RandomSource, focus: { part: Part; output: string } | null): string {
  const pick = (list: readonly string[]): string => list[Math.floor(random() * list.length)] ?? '';
  const chance = (share: number, list: readonly string[]) => list.length > 0 && random() < share;
  const size = 2 + Math.floor(random() * 2);
  const focusAt = focus?.part === 'vowel' ? 0 : Math.floor(random() * size);
  let word = '';
  for (let at = 0; at < size; at++) {
    const forced = at === focusAt ? focus : null;
    if (at === 0 && (forced?.part === 'vowel' || (forced === null && chance(0.2, pieces.vowel)))) {
      word += forced?.output ?? pick(pieces.vowel);
    } else {
      const bare = forced?.part === 'vowelSign' || forced?.part === 'joiner';
      const onsets = bare ? pieces.consonant : [...pieces.consonant, ...pieces.syllable];
      let onset = forced?.part === 'consonant' || forced?.part === 'syllable' ? forced.output : pick(onsets);
      if (forced?.part === 'halfForm' || (forced === null && chance(0.15, pieces.halfForm)))
        onset = (forced?.output ?? pick(pieces.halfForm)) + onset;
      const endsInConsonant = !isVowelSign(Array.from(onset).at(-1));
      if (forced?.part === 'joiner' || (forced === null && endsInConsonant && chance(0.15, pieces.joiner))) {
        const joiner = forced?.output ?? pick(pieces.joiner);
        onset += joiner + (joiner.endsWith(VIRAMA) ? pick(pieces.consonant) : '');
      }
      const endsInVowel = isVowelSign(Array.from(onset).at(-1));
      if (forced?.part === 'vowelSign') onset += forced.output;
      else if (!endsInVowel && chance(0.7, pieces.commonVowelSign)) onset += pick(pieces.commonVowelSign);
      word += onset;
    }
    if (forced?.part === 'sign' || (forced === null && at > 0 && chance(0.15, pieces.sign)))
      word += forced?.output ?? pick(pieces.sign);
  }
  return word;
}
