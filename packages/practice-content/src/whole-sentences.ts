interface SentenceIndex {
  known: Set<string>;
  lengths: number[];
}

/** The bench and tests call `wholeSentenceShare` many times over one array. */
const indexes = new WeakMap<readonly string[], SentenceIndex>();

function indexOf(plainSentences: readonly string[]): SentenceIndex {
  let index = indexes.get(plainSentences);
  if (!index) {
    index = {
      known: new Set(plainSentences),
      lengths: [...new Set(plainSentences.map((s) => s.split(' ').length))],
    };
    indexes.set(plainSentences, index);
  }
  return index;
}

/** The best split, not the first match from the left: with short sentences, a greedy match can end inside the next. */
export function wholeSentenceShare(text: string, plainSentences: readonly string[]): number {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0) return 0;
  const { covered } = bestSplit(words, plainSentences);
  return covered / words.length;
}

export function wholeSentencesOf(text: string, plainSentences: readonly string[]): string[] {
  return bestSplit(text.split(' ').filter(Boolean), plainSentences).sentences;
}

function bestSplit(words: readonly string[], plainSentences: readonly string[]) {
  const { known, lengths } = indexOf(plainSentences);
  // covered[i]: most words of words[i..] whole sentences cover; taken[i]: the sentence length at i (0: a stray word).
  const covered = new Array<number>(words.length + 1).fill(0);
  const taken = new Array<number>(words.length).fill(0);
  for (let at = words.length - 1; at >= 0; at--) {
    covered[at] = covered[at + 1]!;
    for (const length of lengths) {
      if (at + length > words.length || length + covered[at + length]! <= covered[at]!) continue;
      if (known.has(words.slice(at, at + length).join(' '))) {
        covered[at] = length + covered[at + length]!;
        taken[at] = length;
      }
    }
  }
  const sentences: string[] = [];
  for (let at = 0; at < words.length;) {
    const length = taken[at]!;
    if (length > 0) sentences.push(words.slice(at, at + length).join(' '));
    at += Math.max(length, 1);
  }
  return { covered: covered[0]!, sentences };
}
