import { applyEditPress, createTest, summarize } from '@typing/typing-core';
import { hindiLayouts, HindiKeyTyping, keySequenceFor } from '@typing/typing-core/hindi';
import { PreferencesSchema } from './preferences';
import { SaveResultSchema } from './results';
import { parseWith } from './schema-kit';

/** A Hindi word test typed on Remington GAIL in typewriter order, as the page saves it. */
function hindiResult() {
  const sample = 'कि क्षेत्र';
  const options = { mode: 'words', wordCount: 25, punctuation: false, numbers: false, language: 'hi' } as const;
  let state = createTest(sample, 60, { ...options, layout: 'remington-gail', typingOrder: 'typewriter' });
  const typing = new HindiKeyTyping(hindiLayouts['remington-gail'], sample, 'typewriter');
  const keys = sample
    .split(' ')
    .flatMap((word, i) => [
      ...(i ? [{ code: 'Space', shift: false, altGr: false }] : []),
      ...keySequenceFor(typing.layout, word)!,
    ]);
  keys.forEach((key, i) => (state = applyEditPress(state, typing.press(key)!, 1000 + i * 200)));
  return { ...summarize(state), clientId: '2f1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10' };
}

describe('a saved Hindi result', () => {
  const result = hindiResult();
  const save = (changes: object) => parseWith(SaveResultSchema, { ...result, ...changes });

  it('carries its layout, typing order and key depressions; per-key figures name physical keys as one character', () => {
    expect(result).toMatchObject({ language: 'hi', layout: 'remington-gail', typingOrder: 'typewriter' });
    expect(result.keyDepressions).toBeGreaterThan(Array.from(result.userInput).length / 2);
    expect(save({}).ok).toBe(true);
  });

  it('may be a custom text in Devanagari, never a quote', () => {
    expect(save({ mode: 'custom', wordCount: undefined }).ok).toBe(true);
    const quote = save({ mode: 'quote', wordCount: undefined, quoteLength: 'short' });
    expect(quote.ok ? '' : quote.message).toContain("'language' belongs to time and word tests only.");
  });

  it.each([
    ['an unknown layout', { layout: 'dvorak' }, 'layout'],
    ['a layout on an English test', { language: 'en', keyDepressions: undefined }, 'layout'],
    ['a typing order without a layout', { layout: undefined }, 'typingOrder'],
    ['no key depressions', { keyDepressions: undefined }, 'keyDepressions'],
    [
      'key depressions on a Spanish test',
      { language: 'es', layout: undefined, typingOrder: undefined },
      'keyDepressions',
    ],
    ['an unknown typing order', { typingOrder: 'backwards' }, 'typingOrder'],
  ])('%s is refused with a message naming the field', (_label, changes, field) => {
    const parsed = save(changes);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain(field);
  });
});

describe('a Hindi typist’s keyboard preference', () => {
  const base = {
    theme: 'dark',
    keyboardLayout: 'qwerty',
    test: { mode: 'words', durationSeconds: 60, wordCount: 25, punctuation: false, numbers: false },
    language: 'hi',
  };

  it('holds the layout, the typing order and whether the keyboard types Hindi itself; absent before the first choice', () => {
    const hindi = { layout: 'krutidev', typingOrder: 'typewriter', keyboardTypesHindi: false };
    expect(PreferencesSchema.safeParse({ ...base, hindi }).success).toBe(true);
    expect(PreferencesSchema.safeParse(base).success).toBe(true);
    expect(PreferencesSchema.safeParse({ ...base, hindi: { ...hindi, layout: 'phonetic' } }).success).toBe(false);
  });
});
