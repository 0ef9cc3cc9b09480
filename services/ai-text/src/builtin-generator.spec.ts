import { BuiltinGenerator } from './builtin-generator';
import { mostCommon } from './word-list';
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
  const common = mostCommon();

  it.each([[['q', 'z']], [['e']], [[]]])(
    'writes 250–300 common lower-case words, never three alike in a row (%j)',
    (keys) => {
      for (let seed = 1; seed <= 5; seed++) {
        const text = generator.generate(keys, seeded(seed));
        const words = text.split(' ');
        expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
        expect(words.length).toBeGreaterThanOrEqual(250);
        expect(words.length).toBeLessThanOrEqual(300);
        expect(words.every((w) => common.has(w))).toBe(true);
        words.forEach((w, i) => expect(i > 0 && words[i - 1] === w).toBe(false));
      }
    },
  );

  it('over-weights the weak keys: many times their share in ordinary text', () => {
    const plain = generator.generate([], seeded(3));
    const trained = generator.generate(['j', 'k'], seeded(3));
    expect(weakKeyDensity(trained, ['j', 'k'])).toBeGreaterThan(4 * weakKeyDensity(plain, ['j', 'k']));
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
