/** Character classes of the Devanagari block (U+0900–U+097F) that the typing rules need. */

export const VIRAMA = '\u094D';
export const NUKTA = '\u093C';
export const I_MATRA = '\u093F';
export const AA_MATRA = '\u093E';
export const REPH = '\u0930\u094D';

function code(char: string | undefined): number {
  return char === undefined ? -1 : char.codePointAt(0)!;
}

/** क–ह and the nukta letters क़–य़. */
export function isConsonant(char: string | undefined): boolean {
  if (char?.length !== 1) return false;
  const c = code(char);
  return (c >= 0x0915 && c <= 0x0939) || (c >= 0x0958 && c <= 0x095f);
}

/** Vowel signs and the marks that sit on a syllable (candrabindu, anusvara, visarga), but not virama or nukta. */
export function isSyllableSign(char: string | undefined): boolean {
  const c = code(char);
  return (
    (c >= 0x0900 && c <= 0x0903) ||
    (c >= 0x093a && c <= 0x094c && c !== 0x093c && c !== 0x093d) ||
    (c >= 0x094e && c <= 0x094f) ||
    (c >= 0x0955 && c <= 0x0957) ||
    (c >= 0x0962 && c <= 0x0963)
  );
}

/** Vowel signs only (ा … ौ and the rarer ones), the marks a reph is typed after on a typewriter. */
export function isVowelSign(char: string | undefined): boolean {
  const c = code(char);
  return (
    (c >= 0x093e && c <= 0x094c) ||
    (c >= 0x094e && c <= 0x094f) ||
    (c >= 0x0955 && c <= 0x0957) ||
    (c >= 0x0962 && c <= 0x0963)
  );
}

/** A character of the Devanagari blocks (main, extended, extended-A). */
export function isDevanagari(char: string | undefined): boolean {
  const c = code(char);
  return (c >= 0x0900 && c <= 0x097f) || (c >= 0xa8e0 && c <= 0xa8ff) || (c >= 0x11b00 && c <= 0x11b5f);
}

/** A character that is drawn on its base rather than standing alone (shown on a key legend with a dotted circle). */
export function isCombiningMark(char: string | undefined): boolean {
  const c = code(char);
  return isSyllableSign(char) || c === 0x093c || c === 0x094d || (c >= 0x0951 && c <= 0x0954);
}

/**
 * Where the consonant cluster starting at `from` ends: consonant, optional nukta, and further consonants
 * joined by virama; a trailing virama of a half-typed cluster belongs to it.
 */
export function clusterEnd(chars: readonly string[], from: number): number {
  let at = from;
  while (isConsonant(chars[at])) {
    at++;
    if (chars[at] === NUKTA) at++;
    if (chars[at] !== VIRAMA) break;
    at++;
  }
  return at;
}

/** Where the consonant cluster ending just before `end` (exclusive) starts; `end` itself when there is none. */
export function clusterStart(chars: readonly string[], end: number): number {
  let at = end;
  const consonantBefore = (i: number): number => {
    let j = i;
    if (chars[j - 1] === NUKTA) j--;
    return isConsonant(chars[j - 1]) ? j - 1 : -1;
  };
  let start = consonantBefore(at);
  while (start >= 0) {
    at = start;
    if (chars[at - 1] !== VIRAMA) break;
    start = consonantBefore(at - 1);
  }
  return at;
}
