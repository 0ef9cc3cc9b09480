import { describe, expect, it } from '@jest/globals';
import { customExam, customSource, DEFAULT_CUSTOM, MAX_CUSTOM_WORDS } from './custom-exam';

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

  it('builds a Hindi profile on every Hindi layout, restricted mode included', () => {
    const built = customExam({ ...DEFAULT_CUSTOM, restricted: true }, 'hi', 'remington-gail');
    if (!('profile' in built)) throw new Error('expected a profile');
    expect(built.profile.languages).toEqual([
      expect.objectContaining({ language: 'hi', layouts: expect.arrayContaining(['remington-gail', 'krutidev']) }),
    ]);
    expect(built.profile.screen.restricted).toBe(true);
  });

  it("keeps a Hindi passage within the board passage it is cut from: RRB NTPC's 2,000 keys, SSC CHSL's 1,500", () => {
    expect(customSource('en')).toEqual({ profileId: 'rrb-ntpc', maxWords: MAX_CUSTOM_WORDS });
    expect(customSource('hi', 'inscript')).toEqual({ profileId: 'rrb-ntpc', maxWords: 400 });
    expect(customSource('hi', 'remington-cbi')).toEqual({ profileId: 'ssc-chsl', maxWords: 300 });
    expect(customExam({ ...DEFAULT_CUSTOM, passageWords: 301 }, 'hi', 'remington-cbi')).toEqual({
      problems: ['passage must be at most 300 words on Remington CBI'],
    });
    expect('profile' in customExam({ ...DEFAULT_CUSTOM, passageWords: 301 }, 'hi', 'krutidev')).toBe(true);
  });
});
