import { normaliseModelText, practicePrompt } from './model-text';
import { practiceVocabulary } from './word-list';

const vocabulary = practiceVocabulary()
  .slice(0, 300)
  .map((w) => w.word);
const realWords = (n: number) => Array.from({ length: n }, (_, i) => vocabulary[(i * 13) % vocabulary.length]!);

describe('normaliseModelText', () => {
  it('lower-cases, drops punctuation and apostrophes, and keeps at most 300 words', () => {
    const words = realWords(320);
    const chatty = `Sure! Here's your text:\n\n"${words.map((w, i) => (i % 9 === 0 ? `${w[0]!.toUpperCase()}${w.slice(1)},` : w)).join(' ')}."`;
    const result = normaliseModelText(chatty)!;
    expect(result).toHaveLength(300);
    expect(result.join(' ')).toMatch(/^[a-z]+( [a-z]+)*$/);
  });

  it('refuses what is not a practice text: too short, mostly unknown words, not text at all', () => {
    expect(normaliseModelText(realWords(150).join(' '))).toBeUndefined();
    expect(
      normaliseModelText(Array.from({ length: 260 }, (_, i) => `zq${'x'.repeat(i % 5)}v`).join(' ')),
    ).toBeUndefined();
    expect(normaliseModelText(undefined)).toBeUndefined();
    expect(normaliseModelText({ text: 'hello' })).toBeUndefined();
  });

  it('never keeps a word three times in a row', () => {
    const words = realWords(260);
    words.splice(10, 0, 'go', 'go', 'go', 'go');
    const result = normaliseModelText(words.join(' '))!;
    expect(result.join(' ')).not.toMatch(/\bgo go go\b/);
  });
});

describe('practicePrompt', () => {
  it('names the word count, the keys and their bigrams', () => {
    const prompt = practicePrompt(['q', 'z'], ['qu', 'za']);
    expect(prompt).toContain('260 to 290 words');
    expect(prompt).toContain('letters q, z');
    expect(prompt).toContain('qu, za');
    expect(practicePrompt([], [])).toContain('everyday words');
  });
});
