import { alignWords } from './alignment';
import { classify, type ClassifyRules } from './classify';
import { examWords } from './words';

const ENGLISH: ClassifyRules = { caseless: false, tabIndents: true, untypedWords: 'omission' };
const HINDI: ClassifyRules = { ...ENGLISH, caseless: true };

function check(passageText: string, typedText: string, rules = ENGLISH) {
  const passage = examWords(passageText);
  const typed = examWords(typedText);
  return classify(passage, typed, alignWords(passage, typed, rules), rules);
}

/** The mistakes as [class, passage index, expected, typed], in order. */
const mistakesOf = (passage: string, typed: string, rules = ENGLISH) =>
  check(passage, typed, rules).mistakes.map((m) => [m.class, m.passageIndex, m.expected, m.typed]);

const PASSAGE = 'the quick brown fox jumps over the lazy dog';

describe('full mistakes (1 each)', () => {
  it('omission of a word', () => {
    expect(mistakesOf(PASSAGE, 'the quick fox jumps over the lazy dog')).toEqual([['omission', 2, 'brown', '']]);
  });

  it('substitution of a word', () => {
    expect(mistakesOf(PASSAGE, 'the quick red fox jumps over the lazy dog')).toEqual([
      ['substitution', 2, 'brown', 'red'],
    ]);
  });

  it('addition of a word not in the passage, placed before the passage word it precedes', () => {
    expect(mistakesOf(PASSAGE, 'the quick brown fox jumps high over the lazy dog')).toEqual([
      ['addition', 5, '', 'high'],
    ]);
  });

  it.each([
    ['seplling', 'letters changed over'],
    ['spellling', 'a letter repeated'],
    ['speling', 'a letter omitted'],
    ['spelking', 'a letter changed'],
    ['spellings', 'a letter added'],
  ])('spelling error: %s (%s)', (typed) => {
    expect(mistakesOf('a spelling test', `a ${typed} test`)).toEqual([['spelling', 1, 'spelling', typed]]);
  });

  it('repetition of a word', () => {
    expect(mistakesOf(PASSAGE, 'the quick brown brown fox jumps over the lazy dog')).toEqual([
      ['repetition', 2, '', 'brown'], // the two copies read alike: the first is taken as the extra one
    ]);
  });

  it('repetition of a phrase: each repeated word is one mistake', () => {
    const typed = 'the quick brown fox jumps over the lazy over the lazy dog';
    expect(mistakesOf(PASSAGE, typed).map(([mistakeClass, , , word]) => [mistakeClass, word])).toEqual([
      ['repetition', 'over'],
      ['repetition', 'the'],
      ['repetition', 'lazy'],
    ]);
  });

  it('incomplete (half-typed) word', () => {
    expect(mistakesOf('the examination hall', 'the exam hall')).toEqual([['incomplete', 1, 'examination', 'exam']]);
  });
});

describe('half mistakes (½ each)', () => {
  it('spacing: two words run together, marked on both', () => {
    const { mistakes, words } = check('I hope you are well', 'Ihope you are well');
    expect(mistakes.map((m) => [m.class, m.weight, m.typed])).toEqual([['spacing', 0.5, 'Ihope']]);
    expect(words.slice(0, 2).map((word) => word.marks)).toEqual([['spacing'], ['spacing']]);
  });

  it('spacing: a space inside a word', () => {
    expect(mistakesOf('I have it', 'I h ave it')).toEqual([['spacing', 1, 'have', 'h ave']]);
  });

  it('spacing: a space before a comma', () => {
    expect(mistakesOf('yes, we can', 'yes , we can')).toEqual([['spacing', 0, 'yes,', 'yes ,']]);
  });

  it('capitalisation', () => {
    expect(mistakesOf('New Delhi is big', 'New delhi is big')).toEqual([['capitalisation', 1, 'Delhi', 'delhi']]);
  });

  it.each([
    ['added', 'hello world', 'hello, world', 'hello', 'hello,'],
    ['omitted', 'hello, world', 'hello world', 'hello,', 'hello'],
    ['changed', 'hello, world', 'hello; world', 'hello,', 'hello;'],
  ])('punctuation %s', (_, passage, typed, expected, got) => {
    expect(mistakesOf(passage, typed)).toEqual([['punctuation', 0, expected, got]]);
  });

  it('punctuation standing alone, omitted or added', () => {
    expect(mistakesOf('yes - no', 'yes no')).toEqual([['punctuation', 1, '-', '']]);
    expect(mistakesOf('yes no', 'yes - no')).toEqual([['punctuation', 1, '', '-']]);
  });

  it('a word with both wrong capitalisation and wrong punctuation is two half mistakes', () => {
    expect(mistakesOf('Delhi, India', 'delhi India')).toEqual([
      ['capitalisation', 0, 'Delhi,', 'delhi'],
      ['punctuation', 0, 'Delhi,', 'delhi'],
    ]);
  });

  it('transposition of two words, marked on both', () => {
    const { mistakes, words } = check('I hope so', 'hope I so');
    expect(mistakes.map((m) => [m.class, m.weight, m.typed])).toEqual([['transposition', 0.5, 'hope I']]);
    expect(words.map((word) => word.marks)).toEqual([['transposition'], ['transposition'], []]);
  });

  it('paragraph not indented with Tab where the passage indents it', () => {
    const passage = '\tFirst paragraph here.\n\tSecond one.';
    expect(mistakesOf(passage, '\tFirst paragraph here.\n\tSecond one.')).toEqual([]);
    expect(mistakesOf(passage, '\tFirst paragraph here.\nSecond one.')).toEqual([['paragraph', 3, 'Second', 'Second']]);
    expect(mistakesOf(passage, '\tFirst paragraph here.\nSecond one.', { ...ENGLISH, tabIndents: false })).toEqual([]);
  });
});

describe('untyped words at time-out', () => {
  it('count as omissions where the profile says so, marked as at time-out', () => {
    const { mistakes, words } = check(PASSAGE, 'the quick brown fox jumps over');
    expect(mistakes.map((m) => [m.class, m.expected, m.atTimeOut])).toEqual([
      ['omission', 'the', true],
      ['omission', 'lazy', true],
      ['omission', 'dog', true],
    ]);
    expect(words.map((word) => word.reached)).toEqual([true, true, true, true, true, true, false, false, false]);
  });

  it('are not mistakes where the profile does not count them', () => {
    const { mistakes, words } = check(PASSAGE, 'the quick brown fox jumps over', {
      ...ENGLISH,
      untypedWords: 'not-counted',
    });
    expect(mistakes).toEqual([]);
    expect(words.filter((word) => !word.reached)).toHaveLength(3);
  });

  it('a wrong last word is a substitution for the next passage word, not an addition', () => {
    expect(check(PASSAGE, 'the quick zzz').mistakes.map((m) => [m.class, m.expected, m.typed, m.atTimeOut])).toEqual([
      ['substitution', 'brown', 'zzz', false],
      ...['fox', 'jumps', 'over', 'the', 'lazy', 'dog'].map((word) => ['omission', word, '', true]),
    ]);
  });

  it('a half-typed last word is incomplete, the words after it untyped', () => {
    expect(mistakesOf('the examination hall is', 'the exami', { ...ENGLISH, untypedWords: 'not-counted' })).toEqual([
      ['incomplete', 1, 'examination', 'exami'],
    ]);
  });
});

describe('Hindi', () => {
  const HINDI_PASSAGE = 'भारत एक विशाल देश है। यहाँ Delhi राजधानी है।';

  it('has no capitalisation mistakes, even for a Latin word in the passage', () => {
    expect(mistakesOf(HINDI_PASSAGE, 'भारत एक विशाल देश है। यहाँ delhi राजधानी है।', HINDI)).toEqual([]);
  });

  it('counts an omitted or substituted danda as a punctuation mistake', () => {
    expect(mistakesOf(HINDI_PASSAGE, 'भारत एक विशाल देश है यहाँ Delhi राजधानी है.', HINDI)).toEqual([
      ['punctuation', 4, 'है।', 'है'],
      ['punctuation', 8, 'है।', 'है.'],
    ]);
  });

  it('a danda typed apart from its word is a spacing mistake', () => {
    expect(mistakesOf('देश है। यहाँ', 'देश है । यहाँ', HINDI)).toEqual([['spacing', 1, 'है।', 'है ।']]);
  });

  it('a misspelt Hindi word (matra changed) is a spelling mistake', () => {
    expect(mistakesOf(HINDI_PASSAGE, 'भारत एक विषाल देश है। यहाँ Delhi राजधानी है।', HINDI)).toEqual([
      ['spelling', 2, 'विशाल', 'विषाल'],
    ]);
  });
});

describe('the marked sheet', () => {
  it('records for each passage word what was typed for it', () => {
    const { words } = check('I hope so', 'I hpoe');
    expect(words).toEqual([
      { text: 'I', typed: 'I', marks: [], reached: true },
      { text: 'hope', typed: 'hpoe', marks: ['spelling'], reached: true },
      { text: 'so', typed: '', marks: ['omission'], reached: false },
    ]);
  });
});
