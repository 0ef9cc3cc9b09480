import {
  englishExamPassages,
  englishFrequencyList,
  englishSentences,
  mobyDickPassages,
  spanishFrequencyList,
} from './content';
import { LANGUAGE_LETTERS, SPANISH_LESSONS } from '@typing/typing-core';
import { plainWords } from './plain-words';
import { SentencePicker, type PreparedSentence } from './sentence-picker';
import { wholeSentencesOf, wholeSentenceShare } from './whole-sentences';

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

  it('holds thousands of clean sentences of 2–20 words from both works, none with a sensitive word', () => {
    expect(sentences.filter((s) => s.source.startsWith('Herman Melville, Moby-Dick')).length).toBeGreaterThan(2000);
    expect(sentences.filter((s) => / State of the Union, \d{4}$/.test(s.source)).length).toBeGreaterThan(15_000);
    for (const { text } of sentences) {
      expect(text.length).toBeGreaterThanOrEqual(8);
      expect(text.length).toBeLessThanOrEqual(200);
      expect(text).toMatch(/^[A-Za-z ,.;:!?'"()-]+$/);
      const words = plainWords(text);
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeLessThanOrEqual(20);
      expect(words.some((w) => SENSITIVE.includes(w))).toBe(false);
    }
  });

  it('keeps no sentence with a name the dictionary does not know', () => {
    const words = new Set(sentences.flatMap((s) => plainWords(s.text)));
    for (const name of ['queequeg', 'ahab', 'stubb', 'pequod', 'nantucket']) expect(words).not.toContain(name);
    // The words around them stay.
    for (const word of ['whale', 'sea', 'congress', 'a', 'i']) expect(words).toContain(word);
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

  it('has exam passages of 2,100–2,700 characters of whole sentences from addresses since 1946, each with its own id', () => {
    const passages = englishExamPassages();
    expect(passages.length).toBeGreaterThanOrEqual(100);
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    for (const { text, attribution } of passages) {
      expect(text.length).toBeGreaterThanOrEqual(2_100);
      expect(text.length).toBeLessThanOrEqual(2_700);
      expect(text).toMatch(/^[A-Z][A-Za-z0-9 ,.;:?'%$-]+[.?]$/);
      expect(text).not.toContain('--');
      expect(text).not.toMatch(/\s[.,;:?]|[a-z][.,;:?][A-Za-z]|\d\. \d/);
      expect(plainWords(text).some((w) => SENSITIVE.includes(w))).toBe(false);
      expect(Number(/, State of the Union, (\d{4})$/.exec(attribution)?.[1])).toBeGreaterThanOrEqual(1946);
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

  const density = (list: readonly PreparedSentence[], keys: RegExp) =>
    list.reduce((n, s) => n + (s.plain.match(keys) ?? []).length, 0) / list.reduce((n, s) => n + s.letters, 0);

  it('prefers sentences rich in the weak keys', () => {
    const chosen = picker.pick(['k'], 250, seeded(5));
    expect(density(chosen, /k/g)).toBeGreaterThan(3 * density(picker.sentences, /k/g));
  });

  it('keeps common letters at over twice their share, and still varies the text', () => {
    const texts = [1, 2, 3, 4, 5, 6].map((seed) => picker.pick(['a', 's', 'd'], 250, seeded(seed)));
    for (const text of texts) expect(density(text, /[asd]/g)).toBeGreaterThan(2 * picker.naturalShare(['a', 's', 'd']));
    const distinct = new Set(texts.flat());
    expect(distinct.size).toBeGreaterThan(1.2 * texts[0]!.length);
    // Rare letters have many dense sentences: a wider pool, texts that share less.
    const rare = [1, 2, 3, 4, 5, 6].map((seed) => picker.pick(['q', 'z'], 250, seeded(seed)));
    expect(new Set(rare.flat()).size).toBeGreaterThan(2 * rare[0]!.length);
  });

  it('counts words outside whole sentences as foreign', () => {
    const [first, second] = plain;
    expect(wholeSentenceShare(`${first} ${second}`, plain)).toBe(1);
    const mangled = `${first!.split(' ').slice(1).join(' ')} ${second}`;
    expect(wholeSentenceShare(mangled, plain)).toBeLessThan(1);
    expect(wholeSentenceShare('zzz qqq', plain)).toBe(0);
  });

  it('finds the split into whole sentences where the longest first match would end inside the next', () => {
    const corpus = ['so it was', 'so it was and so', 'and so am i'];
    expect(wholeSentenceShare('so it was and so am i', corpus)).toBe(1);
    expect(wholeSentencesOf('so it was and so am i', corpus)).toEqual(['so it was', 'and so am i']);
    expect(wholeSentenceShare('so it was and so am', corpus)).toBeCloseTo(5 / 6);
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
