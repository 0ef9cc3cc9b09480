import { examPassageText, passageKeyDepressions } from './passage';
import { customProfile, InvalidEvaluationError, RRB_NTPC, SSC_CHSL, keyDepressionsOf } from './index';

const custom = (passageWords: number) =>
  customProfile({
    name: 'Institute test',
    language: 'en',
    durationMinutes: 5,
    passageWords,
    requiredWpm: 30,
    maxMistakesPercent: 5,
    backspace: true,
    highlightCurrentWord: false,
  });

describe('examPassageText', () => {
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(80);

  it('stops at the first word end that reaches the profile size', () => {
    const passage = examPassageText(text, SSC_CHSL, 'en');
    expect(keyDepressionsOf(passage)).toBeGreaterThanOrEqual(1750);
    expect(keyDepressionsOf(passage.slice(0, passage.lastIndexOf(' ')))).toBeLessThan(1750);
    expect(text.startsWith(passage)).toBe(true);
    expect(passage).toMatch(/\S$/u);
  });

  it('ends on a whole word of a ten-word custom profile (50 key depressions)', () => {
    expect(examPassageText(text, custom(10), 'en')).toBe('The quick brown fox jumps over the lazy dog. The quick');
  });

  it('serves the whole passage, trimmed, when it is shorter than the profile size', () => {
    expect(examPassageText('  A short passage.\n', RRB_NTPC, 'en')).toBe('A short passage.');
  });

  it('refuses a language the profile has no test in', () => {
    expect(() => examPassageText(text, custom(10), 'hi')).toThrow(InvalidEvaluationError);
    expect(passageKeyDepressions(RRB_NTPC, 'hi')).toBe(2000);
  });
});
