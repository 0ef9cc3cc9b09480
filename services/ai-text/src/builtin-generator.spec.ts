import { englishSentences, plainWords, wholeSentenceShare } from '@typing/practice-content';
import { BuiltinGenerator } from './builtin-generator';
import { practiceKeys, weakKeyDensity } from './weak-keys';

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

describe('BuiltinGenerator', () => {
  const generator = new BuiltinGenerator();
  const plainSentences = generator.plainSentences();

  it.each([[['q', 'z']], [['e']], [[]]])(
    'writes 250–300 lower-case words, all from whole corpus sentences, never twice in a row (%j)',
    (keys) => {
      for (let seed = 1; seed <= 5; seed++) {
        const text = generator.generate(keys, seeded(seed));
        const words = text.split(' ');
        expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
        expect(words.length).toBeGreaterThanOrEqual(250);
        expect(words.length).toBeLessThanOrEqual(300);
        expect(wholeSentenceShare(text, plainSentences)).toBe(1);
        words.forEach((w, i) => expect(i > 0 && words[i - 1] === w).toBe(false));
      }
    },
  );

  it('keeps capitals and punctuation with the punctuation option: the same sentences as the plain text', () => {
    const corpus = new Set(englishSentences().map((s) => s.text));
    const text = generator.generate(['w'], seeded(2), { punctuation: true });
    expect(text).toMatch(/^[A-Z"(]/);
    expect(text).toMatch(/[.,;!?]/);
    expect(text.split(/(?<=[.!?]["')]?) (?=["(]?[A-Z])/).every((s) => corpus.has(s))).toBe(true);
    expect(plainWords(text).join(' ')).toBe(generator.generate(['w'], seeded(2)));
  });

  it('over-weights the weak keys: over twice their share in ordinary text', () => {
    const keys = practiceKeys(['j', 'k']);
    const plain = generator.generate([], seeded(3));
    const trained = generator.generate(keys, seeded(3));
    expect(weakKeyDensity(trained, keys)).toBeGreaterThan(2 * weakKeyDensity(plain, keys));
  });

  it('finds the commonest bigrams of each key', () => {
    expect(generator.bigramsFor(['q'])).toContain('qu');
    const pairs = generator.bigramsFor(['h', 'k']);
    expect(pairs).toHaveLength(4);
    expect(pairs.every((p) => p.length === 2 && /[hk]/.test(p))).toBe(true);
  });

  it('is the same text for the same random source', () => {
    expect(generator.generate(['x'], seeded(9))).toBe(generator.generate(['x'], seeded(9)));
  });
});

describe('practiceKeys', () => {
  it('keeps letters, lower-cased, once each, at most five', () => {
    expect(practiceKeys(['Q', ' ', 'q', ';', 'z', 'A', 'b', 'c', 'd', 'e'])).toEqual(['q', 'z', 'a', 'b', 'c']);
    expect(practiceKeys([])).toEqual([]);
  });
});
