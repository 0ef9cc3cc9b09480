import { describe, expect, it } from '@jest/globals';
import { customExam, DEFAULT_CUSTOM, MAX_CUSTOM_WORDS } from './custom-exam';

describe('customExam', () => {
  it('builds the profile from the same parameters the save carries, restricted mode included', () => {
    const built = customExam({ ...DEFAULT_CUSTOM, restricted: true, backspace: false });
    if (!('profile' in built)) throw new Error('expected a profile');
    expect(built.profile.screen).toMatchObject({ restricted: true, backspace: false });
    expect(built.custom).toMatchObject({
      restricted: true,
      backspace: false,
      passageWords: DEFAULT_CUSTOM.passageWords,
    });
  });

  it('names the problems of a choice out of bounds', () => {
    expect(customExam({ ...DEFAULT_CUSTOM, passageWords: MAX_CUSTOM_WORDS + 1 })).toEqual({
      problems: [`passage must be at most ${MAX_CUSTOM_WORDS} words`],
    });
    expect(customExam({ ...DEFAULT_CUSTOM, durationMinutes: 0 })).toEqual({
      problems: ['durationMinutes must be 1–60, not 0'],
    });
  });
});
