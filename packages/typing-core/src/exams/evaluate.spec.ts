import { FULL_MISTAKES, HALF_MISTAKES } from './classify';
import { evaluateExam, InvalidEvaluationError } from './evaluate';
import { RRB_NTPC, SCI_JCA, SSC_CHSL } from './profiles';

const PASSAGE = '\tThe Supreme Court held, in [2023] 5 SCC 123, that bail is the rule.\n\tJail is the exception.';
const TYPED = '\tThe supreme Court held in [2023] 5 SCC 123, that bail is the the rule.\nJail is exception.';

describe('evaluateExam', () => {
  const sheet = evaluateExam(SSC_CHSL, PASSAGE, TYPED, { elapsedMs: 600_000 });

  it('marks every passage word and counts each class', () => {
    expect(sheet.words).toHaveLength(18);
    expect(sheet.mistakes.map((m) => [m.class, m.expected || m.typed])).toEqual([
      ['capitalisation', 'Supreme'],
      ['punctuation', 'held,'],
      ['repetition', 'the'],
      ['paragraph', 'Jail'],
      ['omission', 'the'],
    ]);
    expect(sheet.counts).toMatchObject({ capitalisation: 1, punctuation: 1, repetition: 1, paragraph: 1, omission: 1 });
    expect([sheet.fullMistakes, sheet.halfMistakes]).toEqual([2, 3]);
    expect(sheet.figures.errorPercent.value).toBe(19.44); // (2 + ½ × 3) ÷ 18 × 100
  });

  it('has a count for every class, even those not made', () => {
    expect(Object.keys(sheet.counts).sort()).toEqual([...FULL_MISTAKES, ...HALF_MISTAKES].sort());
  });

  it('is plain data: the sheet survives JSON unchanged', () => {
    expect(JSON.parse(JSON.stringify(sheet))).toEqual(sheet);
  });

  it('defaults to the profile’s first language and to UR', () => {
    expect([sheet.language, sheet.category, sheet.profileId]).toEqual(['en', 'UR', 'ssc-chsl']);
  });

  it.each([
    ['elapsedMs of 0', SSC_CHSL, { elapsedMs: 0 }, 'elapsedMs must be a positive number'],
    ['elapsedMs not a number', SSC_CHSL, { elapsedMs: Number.NaN }, 'elapsedMs must be a positive number'],
    ['negative key depressions', SSC_CHSL, { elapsedMs: 1000, keyDepressions: -1 }, 'keyDepressions must be'],
    ['fractional key depressions', RRB_NTPC, { elapsedMs: 1000, keyDepressions: 1.5 }, 'keyDepressions must be'],
    ['a language the profile lacks', SCI_JCA, { elapsedMs: 1000, language: 'hi' as const }, 'sci-jca has no hi test'],
  ])('refuses %s', (_, profile, options, message) => {
    expect(() => evaluateExam(profile, PASSAGE, TYPED, options)).toThrow(InvalidEvaluationError);
    expect(() => evaluateExam(profile, PASSAGE, TYPED, options)).toThrow(message);
  });

  it('refuses a passage without words', () => {
    expect(() => evaluateExam(SSC_CHSL, ' \n\t', 'x', { elapsedMs: 1000 })).toThrow('the passage has no words');
  });
});
