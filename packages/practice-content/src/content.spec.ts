import { englishFrequencyList, englishSentences, mobyDickPassages, spanishFrequencyList } from './content';
import { LANGUAGE_LETTERS, SPANISH_LESSONS } from '@typing/typing-core';
import { plainWords } from './plain-words';
import { SentencePicker } from './sentence-picker';
import { wholeSentenceShare } from './whole-sentences';

/** A few of the build script's blocked words: the committed data must hold none of them. */
const SENSITIVE = ['negro', 'savage', 'cannibal', 'damn', 'heathen', 'sperm', 'rape', 'sex', 'porn', 'nazi', 'gay'];

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

describe('committed practice content', () => {
  const sentences = englishSentences();

  it('holds thousands of clean 30–200-character sentences, none with a sensitive word', () => {
    expect(sentences.length).toBeGreaterThan(3000);
    for (const { text, chapter } of sentences) {
      expect(text.length).toBeGreaterThanOrEqual(30);
      expect(text.length).toBeLessThanOrEqual(200);
      expect(text).toMatch(/^[A-Za-z ,.;:!?'"()-]+$/);
      expect(chapter).toBeGreaterThanOrEqual(0);
      const words = plainWords(text);
      expect(words.length).toBeLessThanOrEqual(50);
      expect(words.some((w) => SENSITIVE.includes(w))).toBe(false);
    }
  });

  it('has attributed passages in three length buckets', () => {
    const passages = mobyDickPassages();
    for (const bucket of ['short', 'medium', 'long'] as const) {
      expect(passages.filter((p) => p.length === bucket).length).toBeGreaterThan(100);
    }
    for (const { attribution } of passages) {
      expect(attribution).toMatch(/^Herman Melville, Moby-Dick \(1851\), (ch\. \d+|Epilogue)$/);
    }
  });

  it('has 10,000 distinct lower-case words, most frequent first, without Wikipedia meta words', () => {
    const words = englishFrequencyList();
    expect(words).toHaveLength(10_000);
    expect(new Set(words).size).toBe(10_000);
    expect(words.slice(0, 3)).toEqual(['the', 'of', 'in']);
    expect(words.every((w) => /^[a-z]+$/.test(w))).toBe(true);
    for (const meta of ['nbsp', 'page', 'talk', 'infobox', ...SENSITIVE]) expect(words).not.toContain(meta);
  });
});

describe('SentencePicker', () => {
  const picker = new SentencePicker(englishSentences());
  const plain = picker.sentences.map((s) => s.plain);

  it('picks whole sentences, each once, until the words reach the minimum', () => {
    const chosen = picker.pick(['v', 'b'], 250, seeded(4));
    const words = chosen.reduce((n, s) => n + s.words.length, 0);
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThan(300);
    expect(new Set(chosen).size).toBe(chosen.length);
    expect(wholeSentenceShare(chosen.map((s) => s.plain).join(' '), plain)).toBe(1);
  });

  it('prefers sentences rich in the weak keys, names aside', () => {
    const chosen = picker.pick(['k'], 250, seeded(5));
    const density = (list: { withoutNames: string; letters: number }[]) =>
      list.reduce((n, s) => n + (s.withoutNames.match(/k/g) ?? []).length, 0) / list.reduce((n, s) => n + s.letters, 0);
    expect(density(chosen)).toBeGreaterThan(3 * density([...picker.sentences]));
  });

  it('counts words outside whole sentences as foreign', () => {
    const [first, second] = plain;
    expect(wholeSentenceShare(`${first} ${second}`, plain)).toBe(1);
    const mangled = `${first!.split(' ').slice(1).join(' ')} ${second}`;
    expect(wholeSentenceShare(mangled, plain)).toBeLessThan(1);
    expect(wholeSentenceShare('zzz qqq', plain)).toBe(0);
  });
});

describe('the Spanish frequency list', () => {
  const words = spanishFrequencyList();

  it('holds thousands of distinct Spanish words, most frequent first, written with Spanish letters only', () => {
    expect(words.length).toBeGreaterThan(8000);
    expect(new Set(words).size).toBe(words.length);
    expect(words.slice(0, 5)).toEqual(['que', 'de', 'no', 'a', 'la']);
    expect(words.every((w) => /^[a-zñáéíóúü]+$/.test(w) && w === w.normalize('NFC'))).toBe(true);
    // Accented words and ñ stay: they are what makes it Spanish practice.
    for (const word of ['qué', 'está', 'mañana', 'niño', 'sí']) expect(words).toContain(word);
  });

  it('is written with the letters Spanish lessons teach, in about the shares they assume', () => {
    const letters = new Set(LANGUAGE_LETTERS.es);
    expect(words.every((word) => [...word].every((letter) => letters.has(letter)))).toBe(true);
    // The shares typing-core keeps are the list's own (each word weighted 1 / rank), as the build prints them.
    const counts = new Map<string, number>();
    let total = 0;
    words.forEach((word, rank) => {
      for (const letter of word) counts.set(letter, (counts.get(letter) ?? 0) + 1 / (rank + 1));
      total += word.length / (rank + 1);
    });
    for (const [letter, count] of counts) {
      expect(SPANISH_LESSONS.letterShare[letter]).toBeCloseTo(count / total, 3);
    }
  });

  it('drops names, abbreviations, stray letters and swear words', () => {
    for (const dropped of ['john', 'sr', 'ud', 'ok', 'b', 'mierda', 'puta', 'carajo', 'cabrón', 'maricón', 'joder']) {
      expect(words).not.toContain(dropped);
    }
  });
});
