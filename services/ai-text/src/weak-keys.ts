/** The keys a text can train: lower-case letters, in the order given, each once, at most `max`. */
export function practiceKeys(keys: readonly string[], max = 5): string[] {
  const out: string[] = [];
  for (const key of keys) {
    const k = key.toLowerCase();
    if (/^[a-z]$/.test(k) && !out.includes(k)) out.push(k);
    if (out.length === max) break;
  }
  return out;
}

/** Share of a text's letters (spaces excluded) that are among `keys`. */
export function weakKeyDensity(text: string, keys: readonly string[]): number {
  const set = new Set(keys);
  let letters = 0;
  let weak = 0;
  for (const ch of text) {
    if (ch === ' ') continue;
    letters++;
    if (set.has(ch)) weak++;
  }
  return letters === 0 ? 0 : weak / letters;
}
