import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hindiLayouts, keySequenceFor, type HindiLayoutId } from '@typing/typing-core/hindi';
import { hindiFrequencyList, hindiPassages, hindiSentences, hindiWords } from './hindi';
import * as main from './index';

/** Hindi's letters and signs (not Devanagari's letters for other languages, digits or the danda). */
const HINDI =
  '\u0901-\u0903\u093C\u093E-\u0945\u0947-\u0949\u094B-\u094D\u0905-\u090D\u090F-\u0911\u0913-\u0928\u092A-\u0930\u0932\u0935-\u0939\u0960';
/** A word as the list holds it: Hindi letters and signs, opening with a letter. */
const WORD = new RegExp(`^[\u0905-\u0939\u0960][${HINDI}]*$`);
/** A practice sentence: such words, single spaces, commas and hyphens, closed by a danda, ? or !. */
const SENTENCE = new RegExp(`^[\u0905-\u0939\u0960][${HINDI} ,-]*[।?!]$`);
/** Every layout in every order it offers: typewriter order (the default) and logical order on the Remington family. */
const LAYOUT_ORDERS = Object.values(hindiLayouts).flatMap((layout) =>
  (layout.typewriterRules ? (['typewriter', 'logical'] as const) : (['logical'] as const)).map(
    (order) => [layout.name, order, layout] as const,
  ),
);
/**
 * Characters of the sentences a layout has no key for: KrutiDev 010 leaves Shift+1 empty (no agreed glyph) and
 * Remington CBI uses its positions, so neither types "!" (typing-core's docs/decisions/india/hindi-layouts.md).
 */
const NO_KEY_FOR: Partial<Record<HindiLayoutId, readonly string[]>> = { 'remington-cbi': ['!'], krutidev: ['!'] };
const notice = (name: string) => readFileSync(join(__dirname, '..', 'data', name), 'utf8');

describe('the Hindi frequency list', () => {
  const words = hindiFrequencyList();

  it('holds over 5,000 distinct NFC Devanagari words', () => {
    expect(words.length).toBeGreaterThan(5000);
    expect(new Set(words).size).toBe(words.length);
    expect(words.filter((word) => !WORD.test(word) || word !== word.normalize('NFC'))).toEqual([]);
  });

  it('puts the commonest words of Hindi first and keeps words with vowel signs and conjuncts', () => {
    expect(words.slice(0, 10)).toEqual(expect.arrayContaining(['है', 'के', 'में', 'को', 'की', 'से', 'का']));
    for (const word of ['नहीं', 'और', 'हैं', 'क्या', 'इस्तेमाल', 'जानकारी', 'सुरक्षित']) {
      expect(words.indexOf(word)).toBeGreaterThanOrEqual(0);
      expect(words.indexOf(word)).toBeLessThan(500);
    }
  });

  it('drops fragments, stray letters and blocked words', () => {
    // A word never ends in a virama, never repeats a sign, and only "न" and "व" stand alone.
    expect(words.filter((word) => word.endsWith('\u094D'))).toEqual([]);
    expect(words.filter((word) => /([\u0900-\u0903\u093C-\u094D])\1/.test(word))).toEqual([]);
    expect(words.filter((word) => [...word].length === 1).sort()).toEqual(['न', 'व'].sort());
    for (const blocked of ['हत्या', 'बलात्कार', 'आत्महत्या']) expect(words).not.toContain(blocked);
  });

  it.each(LAYOUT_ORDERS)('can be typed on %s in %s order, key by key', (_name, order, layout) => {
    expect(words.filter((word) => keySequenceFor(layout, word, order) === null)).toEqual([]);
  });

  it('ships with its licence notice', () => {
    const text = notice('hindi-words.NOTICE.md');
    expect(text).toContain('Mozilla Public License 2.0');
    expect(text).toContain('BSD-3-Clause');
    expect(text).toContain('The Chromium Authors');
  });
});

describe('the Hindi sentences', () => {
  const sentences = hindiSentences();
  const listed = new Set(hindiFrequencyList());

  it('holds thousands of distinct whole sentences from each of the four works', () => {
    expect(new Set(sentences.map((s) => s.text)).size).toBe(sentences.length);
    for (const work of ['LibreOffice 7.4 Help', 'LibreOffice 7.4, Hindi user', 'Firefox ESR', 'Chromium']) {
      expect(sentences.filter((s) => s.source.startsWith(work)).length).toBeGreaterThan(500);
    }
    expect(sentences.length).toBeGreaterThan(4000);
  });

  it('writes every sentence in NFC Devanagari with Hindi punctuation, 3–25 listed words', () => {
    const badlyWritten = sentences.filter(
      ({ text }) => !SENTENCE.test(text) || text !== text.normalize('NFC') || text.length > 200,
    );
    expect(badlyWritten).toEqual([]);
    const counts = sentences.map(({ text }) => hindiWords(text).length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(25);
    const unlisted = sentences.flatMap(({ text }) => hindiWords(text)).filter((word) => !listed.has(word));
    expect(unlisted).toEqual([]);
  });

  it.each(LAYOUT_ORDERS)(
    'can be typed on %s in %s order, punctuation included, but for a character the layout has no key for',
    (_name, order, layout) => {
      const lacking = NO_KEY_FOR[layout.id] ?? [];
      for (const char of lacking) expect(keySequenceFor(layout, char, order)).toBeNull();
      const texts = sentences.map(({ text }) => text);
      const untypeable = texts.filter((text) => keySequenceFor(layout, text, order) === null);
      expect(untypeable).toEqual(texts.filter((text) => lacking.some((char) => text.includes(char))));
    },
  );

  it('ships with its licence notice', () => {
    const text = notice('hindi-sentences.NOTICE.md');
    expect(text).toContain('Mozilla Public License 2.0');
    expect(text).toContain('BSD-3-Clause');
  });
});

describe('the Hindi passages', () => {
  const passages = hindiPassages();

  it('holds distinct attributed runs of clean sentences from each of the four works', () => {
    expect(new Set(passages.map((p) => p.text)).size).toBe(passages.length);
    for (const work of ['LibreOffice 7.4 Help', 'LibreOffice 7.4, Hindi user', 'Firefox ESR', 'Chromium']) {
      expect(passages.filter((p) => p.attribution.startsWith(work)).length).toBeGreaterThanOrEqual(10);
    }
    const passage = new RegExp(`^[\u0905-\u0939\u0960][${HINDI} ,?!।-]*[।?!]$`);
    const badlyWritten = passages.filter(
      ({ text }) => !passage.test(text) || text !== text.normalize('NFC') || text.length < 150 || text.length > 1500,
    );
    expect(badlyWritten).toEqual([]);
    for (const { attribution } of passages.filter((p) => p.attribution.startsWith('LibreOffice 7.4 Help'))) {
      expect(attribution).toMatch(/^LibreOffice 7\.4 Help, Hindi translation \(MPL-2\.0\), text\/.+\.html$/);
    }
  });

  it('ships with its licence notice', () => {
    const text = notice('hindi-passages.NOTICE.md');
    expect(text).toContain('Mozilla Public License 2.0');
    expect(text).toContain('BSD-3-Clause');
  });
});

describe('hindiWords', () => {
  it('splits at spaces and punctuation and keeps conjuncts and signs whole', () => {
    expect(hindiWords('क्या आप पता अपडेट करना चाहते हैं?')).toEqual(['क्या', 'आप', 'पता', 'अपडेट', 'करना', 'चाहते', 'हैं']);
    expect(hindiWords('संवाद में, बटन को अपने-आप खींचें।')).toEqual(['संवाद', 'में', 'बटन', 'को', 'अपने', 'आप', 'खींचें']);
  });
});

describe('the package entry points', () => {
  it('keeps Hindi out of the main entry, which English pages load', () => {
    expect(Object.keys(main).filter((name) => /hindi/i.test(name))).toEqual([]);
    expect(Object.keys(main)).toContain('englishSentences');
  });
});
