import { describe, expect, it } from '@jest/globals';
import { customProfile, RRB_NTPC, SSC_CHSL } from '@typing/typing-core/exams';
import { profileRules } from './profile-rules';

describe('profileRules', () => {
  it("states SSC CHSL's error limit for the category, its omissions and its screen", () => {
    const rules = profileRules({ profile: SSC_CHSL, rule: SSC_CHSL.languages[0]!, category: 'OBC' });
    expect(rules).toContain(
      'Pass with at most 10 % errors for your category (OBC); UR 7 %, OBC/EWS 10 %, SC/ST/PwD/ESM 10 %.',
    );
    expect(rules).toContain('Passage words you do not reach count as omissions (full mistakes).');
    expect(rules).toContain("The space bar stops once the passage's number of words is typed.");
    expect(rules).toContain('Scroll the passage by hand.');
  });

  it("states RRB NTPC's penalty, speed and minimum words", () => {
    const rules = profileRules({ profile: RRB_NTPC, rule: RRB_NTPC.languages[0]!, category: 'UR' });
    expect(rules[0]).toBe('10 minutes; a passage of about 2,500 key depressions (500 words of 5 keys).');
    expect(rules[2]).toBe(
      'Speed = (words − penalised mistakes × 10) ÷ minutes; pass at 30 wpm with at least 300 words typed.',
    );
  });

  it("states a custom profile's Backspace and highlighting", () => {
    const profile = customProfile({
      name: 'Institute test',
      language: 'en',
      durationMinutes: 5,
      passageWords: 100,
      requiredWpm: 30,
      maxMistakesPercent: 5,
      backspace: false,
      highlightCurrentWord: true,
    });
    const rules = profileRules({ profile, rule: profile.languages[0]!, category: 'UR' });
    expect(rules).toEqual(
      expect.arrayContaining([
        'Backspace is not allowed.',
        'The current word is highlighted.',
        'The passage scrolls by itself.',
        'Pass at 30 wpm net with mistakes at most 5 % of the words typed.',
      ]),
    );
  });
});
