import fc from 'fast-check';
import { evaluateExam } from './evaluate';
import { EXAM_PROFILES } from './profiles';

const wordArb = fc.constantFrom(
  'the',
  'The',
  'court,',
  'held',
  '“bail”',
  'is',
  'rule.',
  '-',
  'भारत',
  'है।',
  '।',
  'a',
  'an',
);
const passageArb = fc
  .array(fc.tuple(wordArb, fc.constantFrom(' ', ' ', ' ', '\n', '\n\t', '  ')), { minLength: 1, maxLength: 40 })
  .map((parts) => parts.map(([word, gap]) => word + gap).join(''));
const profileArb = fc.constantFrom(...EXAM_PROFILES);
const languageArb = fc.constantFrom('en' as const, 'hi' as const);

describe('evaluateExam (properties)', () => {
  it('typing the passage exactly yields no mistakes, whatever the profile', () => {
    fc.assert(
      fc.property(profileArb, passageArb, languageArb, (profile, passage, language) => {
        const rule = profile.languages.find((candidate) => candidate.language === language) ?? profile.languages[0];
        const sheet = evaluateExam(profile, passage, passage, { elapsedMs: 60_000, language: rule.language });
        expect(sheet.mistakes).toEqual([]);
        expect(sheet.words.every((word) => word.reached && word.typed === word.text)).toBe(true);
        expect(sheet.figures.errorPercent.value).toBe(0);
      }),
    );
  });

  it('is deterministic: the same input gives the same sheet', () => {
    fc.assert(
      fc.property(
        profileArb,
        passageArb,
        passageArb,
        fc.integer({ min: 1, max: 900_000 }),
        (profile, passage, typed, ms) => {
          const options = { elapsedMs: ms };
          expect(evaluateExam(profile, passage, typed, options)).toEqual(
            evaluateExam(profile, passage, typed, options),
          );
        },
      ),
    );
  });

  it('weighs mistakes as the counts say, and never finds more than a reading of all omissions and additions', () => {
    fc.assert(
      fc.property(profileArb, passageArb, passageArb, (profile, passage, typed) => {
        const sheet = evaluateExam(profile, passage, typed, { elapsedMs: 60_000 });
        const weighed = sheet.mistakes.reduce((sum, mistake) => sum + mistake.weight, 0);
        expect(weighed).toBe(sheet.fullMistakes + sheet.halfMistakes / 2);
        const typedWords = typed.split(/\s+/).filter(Boolean).length;
        expect(weighed).toBeLessThanOrEqual(sheet.words.length + typedWords);
      }),
    );
  });
});
