/**
 * Share of a plain text's words that belong to whole corpus sentences, read left to right: at each
 * word, the longest corpus sentence (plain form) starting there is taken; a word no sentence covers
 * counts as foreign. 1 means the text is nothing but whole sentences.
 */
export function wholeSentenceShare(text: string, plainSentences: readonly string[]): number {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0) return 0;
  const known = new Set(plainSentences);
  const lengths = [...new Set(plainSentences.map((s) => s.split(' ').length))].sort((a, b) => b - a);
  let covered = 0;
  let at = 0;
  while (at < words.length) {
    const length = lengths.find((n) => at + n <= words.length && known.has(words.slice(at, at + n).join(' ')));
    if (length) {
      covered += length;
      at += length;
    } else at++;
  }
  return covered / words.length;
}
