export const VIRAMA = '\u094D';
export const NUKTA = '\u093C';
export const I_MATRA = '\u093F';
export const AA_MATRA = '\u093E';
export const REPH = '\u0930\u094D';

function code(char: string | undefined): number {
  return char === undefined ? -1 : char.codePointAt(0)!;
}

export function isConsonant(char: string | undefined): boolean {
  if (char?.length !== 1) return false;
  const c = code(char);
  return (c >= 0x0915 && c <= 0x0939) || (c >= 0x0958 && c <= 0x095f);
}

/** Vowel signs, candrabindu, anusvara and visarga: what follows a syllable's consonants. */
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

export function isVowelSign(char: string | undefined): boolean {
  const c = code(char);
  return (
    (c >= 0x093e && c <= 0x094c) ||
    (c >= 0x094e && c <= 0x094f) ||
    (c >= 0x0955 && c <= 0x0957) ||
    (c >= 0x0962 && c <= 0x0963)
  );
}

export function isDevanagari(char: string | undefined): boolean {
  const c = code(char);
  return (c >= 0x0900 && c <= 0x097f) || (c >= 0xa8e0 && c <= 0xa8ff) || (c >= 0x11b00 && c <= 0x11b5f);
}

export function isCombiningMark(char: string | undefined): boolean {
  const c = code(char);
  return isSyllableSign(char) || c === 0x093c || c === 0x094d || (c >= 0x0951 && c <= 0x0954);
}

/** End of the cluster (consonants with nukta, joined by virama; a trailing virama included) starting at `from`. */
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

/** Start of the cluster ending just before `end`; `end` when there is none. */
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
