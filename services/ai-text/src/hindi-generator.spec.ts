import { AI_TEXT_LIMITS } from '@typing/contracts';
import { wholeSentenceShare } from '@typing/practice-content';
import { hindiWords } from '@typing/practice-content/hindi';
import { hindiLayouts, keySequenceFor, type HindiLayoutId } from '@typing/typing-core/hindi';
import { HindiGenerator, hindiPracticeKeys, practiceUnitOf } from './hindi-generator';

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

/** The share of a text's letters that `outputs` make up (a conjunct counted once, as the picker counts it). */
function share(text: string, outputs: readonly string[]): number {
  const words = hindiWords(text);
  let weak = 0;
  for (const word of words) {
    for (const unit of outputs) weak += word.split(unit).length - 1;
  }
  return weak / words.reduce((sum, word) => sum + word.length, 0);
}

describe('HindiGenerator', () => {
  const generator = new HindiGenerator();
  const corpus = generator.plainSentences();

  it('reads what a key types on each layout from the key as a Hindi result names it', () => {
    const units = (layout: HindiLayoutId | undefined, keys: string[]) =>
      hindiPracticeKeys(layout, keys).map((key) => practiceUnitOf(layout, key));
    // 'k' is KeyK, 'K' Shift+KeyK, '&' Shift+Digit7.
    expect(units('inscript', ['k', 'K', '&'])).toEqual(['क', 'ख', 'क्ष']);
    // The same physical key types another letter on a typewriter layout.
    expect(units('remington-gail', ['d'])).toEqual(['क']);
    // Typed with the keyboard's own Hindi, the weak keys are the characters.
    expect(units(undefined, ['क', 'ि', 'x'])).toEqual(['क', 'ि']);
    // Space and keys a layout leaves empty train nothing; a key named twice counts once; five at most.
    expect(hindiPracticeKeys('inscript', [' ', 'k', 'k'])).toEqual(['k']);
    expect(hindiPracticeKeys('krutidev', ['!', '$'])).toEqual([]);
    expect(hindiPracticeKeys('inscript', [...'asdfghjkl'])).toHaveLength(5);
  });

  it.each<HindiLayoutId>(['inscript', 'remington-gail', 'remington-cbi', 'krutidev'])(
    'writes at least 250 words of whole corpus sentences that type on %s',
    (layout) => {
      const text = generator.generate(layout, ['k', 'L'], seeded(3));
      const words = text.split(' ');
      expect(words.length).toBeGreaterThanOrEqual(AI_TEXT_LIMITS.minWords);
      expect(text).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/u);
      expect(wholeSentenceShare(text, corpus)).toBe(1);
      const untypable = [...new Set(words)].filter((word) => keySequenceFor(hindiLayouts[layout], word) === null);
      expect(untypable).toEqual([]);
    },
  );

  it('puts the weak keys’ letters in at over twice their share of the corpus', () => {
    for (const [layout, keys] of [
      ['inscript', ['K']],
      ['inscript', ['y', '&']],
      ['krutidev', ['j', 'F']],
      [undefined, ['ष', 'ढ']],
    ] as [HindiLayoutId | undefined, string[]][]) {
      const text = generator.generate(layout, keys, seeded(5));
      const outputs = keys.map((key) => practiceUnitOf(layout, key)!);
      expect(share(text, outputs)).toBeGreaterThan(2 * generator.naturalShare(layout, keys));
    }
  });

  it('varies its text and repeats it for the same random source', () => {
    expect(generator.generate('inscript', ['k'], seeded(9))).toBe(generator.generate('inscript', ['k'], seeded(9)));
    expect(generator.generate('inscript', ['k'], seeded(9))).not.toBe(
      generator.generate('inscript', ['k'], seeded(10)),
    );
    // No weak key: every sentence alike.
    expect(generator.generate('inscript', [], seeded(1)).split(' ').length).toBeGreaterThanOrEqual(
      AI_TEXT_LIMITS.minWords,
    );
  });
});
