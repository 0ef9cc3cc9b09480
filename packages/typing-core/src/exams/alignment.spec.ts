import fc from 'fast-check';
import { alignWords, editDistance, FULL, HALF, sameWordHalves, similarWords, type AlignmentStep } from './alignment';
import { examWords, type ExamWord } from './words';

const align = (passage: string, typed: string) => alignWords(examWords(passage), examWords(typed), { caseless: false });

/** The steps that are not a clean pairing, in the passage's order. */
const differences = (passage: string, typed: string): AlignmentStep[] => {
  const p = examWords(passage);
  const t = examWords(typed);
  return alignWords(p, t, { caseless: false }).filter(
    (step) => !(step.kind === 'pair' && p[step.passage].text === t[step.typed].text),
  );
};

const LINES = [
  'the quick brown fox jumps over the lazy dog',
  'pack my box with five dozen liquor jugs',
  'how vexingly quick daft zebras jump',
];

describe('editDistance and similarWords', () => {
  it.each([
    ['spelling', 'seplling', 1], // two letters swapped
    ['spelling', 'spellling', 1], // a letter repeated
    ['spelling', 'speling', 1], // a letter omitted
    ['spelling', 'spelking', 1], // a letter changed
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s is %i edits', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('takes a misspelling or a half-typed word as similar, an unrelated word not', () => {
    expect(similarWords('spelling', 'seplling')).toBe(true);
    expect(similarWords('examination', 'exam')).toBe(true);
    expect(similarWords('quick', 'slow')).toBe(false);
    expect(similarWords('cat', 'dog')).toBe(false);
    expect(similarWords('', ',')).toBe(false);
  });
});

describe('alignWords', () => {
  it('pairs every word of an exact copy and leaves nothing over', () => {
    const steps = align(LINES[0], LINES[0]);
    expect(steps).toEqual(LINES[0].split(' ').map((_, i) => ({ kind: 'pair', passage: i, typed: i })));
  });

  it('a skipped line: the line is omitted and the next line pairs with itself', () => {
    expect(differences(LINES.join('\n'), `${LINES[0]}\n${LINES[2]}`)).toEqual(
      LINES[1].split(' ').map((_, k) => ({ kind: 'omit', passage: 9 + k })),
    );
  });

  it('a repeated phrase: its second copy is added words, nothing else moves', () => {
    const steps = differences(LINES[0], 'the quick brown fox jumps over the lazy over the lazy dog');
    expect(steps).toEqual([
      { kind: 'add', typed: 5 },
      { kind: 'add', typed: 6 },
      { kind: 'add', typed: 7 },
    ]);
  });

  it('a split word is one passage word typed as two; a run-together pair is two typed as one', () => {
    expect(differences('I have it', 'I h ave it')).toEqual([{ kind: 'split', passage: 1, typed: 1 }]);
    expect(differences('I hope, I said', 'I hope,I said')).toEqual([{ kind: 'join', passage: 1, typed: 1 }]);
  });

  it('a transposition at the very end', () => {
    expect(differences(LINES[0], 'the quick brown fox jumps over the dog lazy')).toEqual([
      { kind: 'swap', passage: 7, typed: 7 },
    ]);
  });

  it('pairs a misspelt word with its passage word rather than the unrelated one next to it', () => {
    expect(differences('the receive box', 'the recieve box')).toEqual([{ kind: 'pair', passage: 1, typed: 1 }]);
  });

  it('leaves the passage after the last typed word untyped, not omitted', () => {
    expect(differences(LINES[0], 'the quick brown')).toEqual(
      [3, 4, 5, 6, 7, 8].map((passage) => ({ kind: 'untyped', passage })),
    );
  });

  it('an empty answer leaves the whole passage untyped; words typed past the passage are added', () => {
    expect(align('a b', '')).toEqual([
      { kind: 'untyped', passage: 0 },
      { kind: 'untyped', passage: 1 },
    ]);
    expect(align('a', 'a y')).toEqual([
      { kind: 'pair', passage: 0, typed: 0 },
      { kind: 'add', typed: 1 },
    ]);
  });

  it('words omitted in the middle are omissions even when the answer stops soon after', () => {
    expect(differences('a b c d e f g h', 'a e f')).toEqual([
      { kind: 'omit', passage: 1 },
      { kind: 'omit', passage: 2 },
      { kind: 'omit', passage: 3 },
      { kind: 'untyped', passage: 6 },
      { kind: 'untyped', passage: 7 },
    ]);
  });

  it('reaches a passage word far ahead when the words between were skipped', () => {
    const passage = Array.from({ length: 60 }, (_, i) => `w${i}x`).join(' ');
    const steps = align(passage, 'w0x w50x w51x');
    expect(steps.filter((step) => step.kind === 'omit')).toHaveLength(49);
    expect(steps.filter((step) => step.kind === 'pair')).toEqual([
      { kind: 'pair', passage: 0, typed: 0 },
      { kind: 'pair', passage: 50, typed: 1 },
      { kind: 'pair', passage: 51, typed: 2 },
    ]);
  });
});

describe('alignWords finds a cheapest reading', () => {
  const gap = (word: ExamWord) => (word.key === '' ? HALF : FULL);
  const pairCost = (p: ExamWord, t: ExamWord) =>
    p.key === t.key ? HALF * sameWordHalves(p, t, false) : similarWords(p.key, t.key) ? FULL - 1 : 2 * FULL;
  const joins = (a: ExamWord, b: ExamWord, one: ExamWord) => (a.text + b.text).toLowerCase() === one.text.toLowerCase();

  /** The textbook table over every cell and move, for comparison with the pruned one. */
  function cheapest(p: ExamWord[], t: ExamWord[]): number {
    const d = Array.from({ length: p.length + 1 }, () => new Array<number>(t.length + 1).fill(Infinity));
    d[0][0] = 0;
    for (let i = 0; i <= p.length; i++)
      for (let j = 0; j <= t.length; j++) {
        if (i > 0) d[i][j] = Math.min(d[i][j], d[i - 1][j] + gap(p[i - 1]));
        if (j > 0) d[i][j] = Math.min(d[i][j], d[i][j - 1] + gap(t[j - 1]));
        if (i > 0 && j > 0) d[i][j] = Math.min(d[i][j], d[i - 1][j - 1] + pairCost(p[i - 1], t[j - 1]));
        if (i > 1 && j > 0 && joins(p[i - 2], p[i - 1], t[j - 1])) d[i][j] = Math.min(d[i][j], d[i - 2][j - 1] + HALF);
        if (i > 0 && j > 1 && joins(t[j - 2], t[j - 1], p[i - 1])) d[i][j] = Math.min(d[i][j], d[i - 1][j - 2] + HALF);
        const crossed = i > 1 && j > 1 && p[i - 2].key === t[j - 1].key && p[i - 1].key === t[j - 2].key;
        if (crossed && p[i - 2].key !== p[i - 1].key) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + HALF);
      }
    return d[p.length][t.length];
  }

  function costOf(steps: AlignmentStep[], p: ExamWord[], t: ExamWord[]): number {
    return steps.reduce((sum, step) => {
      if (step.kind === 'pair') return sum + pairCost(p[step.passage], t[step.typed]);
      if (step.kind === 'omit' || step.kind === 'untyped') return sum + gap(p[step.passage]);
      if (step.kind === 'add') return sum + gap(t[step.typed]);
      return sum + HALF;
    }, 0);
  }

  const textArb = fc
    .array(fc.constantFrom('ab', 'ba', 'abc', 'a', 'b', 'Ab', 'ab,', ',', 'abab', 'cab'), { maxLength: 14 })
    .map((words) => words.join(' '));

  it('costs exactly the cheapest reading the textbook table over every cell finds', () => {
    fc.assert(
      fc.property(textArb, textArb, (passage, typed) => {
        const p = examWords(passage);
        const t = examWords(typed);
        expect(costOf(alignWords(p, t, { caseless: false }), p, t)).toBe(cheapest(p, t));
      }),
      { numRuns: 500 },
    );
  });
});
