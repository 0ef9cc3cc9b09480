import {
  customProfile,
  customProfileLabel,
  examProfileLabel,
  EXAM_PROFILES,
  examProfile,
  InvalidProfileError,
  RRB_NTPC,
  SSC_CGL_DEST,
  SSC_CHSL,
  type CustomProfileOptions,
} from './profiles';

/** Key depressions per hour at a speed, 5 to a word. */
const kdph = (wpm: number) => wpm * 5 * 60;

describe('the shipped profiles', () => {
  it('SSC CHSL: 35 wpm ≙ 10,500 KDPH English, 30 wpm ≙ 9,000 Hindi; 10 minutes; 1,750 / 1,500 KD passages', () => {
    const [english, hindi] = SSC_CHSL.languages;
    expect([kdph(english.requiredWpm), kdph(hindi.requiredWpm)]).toEqual([10_500, 9_000]);
    expect([english.passageKeyDepressions, hindi.passageKeyDepressions]).toEqual([1750, 1500]);
    // The passage is the required speed for the whole test: finishing it in time is the speed test.
    expect(english.passageKeyDepressions).toBe(english.requiredWpm * 5 * SSC_CHSL.durationMinutes);
    expect(hindi.layouts).toEqual(['inscript', 'krutidev', 'remington-gail', 'remington-cbi']);
    expect(SSC_CHSL.screen).toMatchObject({ backspace: true, spaceBarStopsAtPassageWords: true, tabIndents: true });
  });

  it('SSC CGL DEST: 2,000 KD in 15 minutes ≙ 8,000 KDPH; limits UR 20, OBC/EWS 25, others 30 %', () => {
    const [english] = SSC_CGL_DEST.languages;
    expect((english.passageKeyDepressions * 60) / SSC_CGL_DEST.durationMinutes).toBe(8000);
    expect(Math.round(kdph(english.requiredWpm))).toBe(8000);
    expect(SSC_CGL_DEST.scoring).toEqual({
      kind: 'error-percentage',
      maxErrorPercent: { UR: 20, OBC: 25, EWS: 25, SC: 30, ST: 30, PwD: 30, ESM: 30 },
    });
  });

  it('RRB NTPC: 30 / 25 wpm, at least 300 / 250 words, 5 % of mistakes ignored, 10 words per mistake beyond', () => {
    expect(RRB_NTPC.languages.map((rule) => [rule.requiredWpm, rule.minWordsTyped])).toEqual([
      [30, 300],
      [25, 250],
    ]);
    expect(RRB_NTPC.scoring).toEqual({
      kind: 'penalised-speed',
      ignoredMistakesPercent: 5,
      wordsPerPenalisedMistake: 10,
    });
    expect(RRB_NTPC.untypedWords).toBe('not-counted');
  });

  it('each has a unique id, and is found by it', () => {
    expect(new Set(EXAM_PROFILES.map((profile) => profile.id)).size).toBe(EXAM_PROFILES.length);
    for (const profile of EXAM_PROFILES) expect(examProfile(profile.id)).toBe(profile);
    expect(examProfile('nope')).toBeUndefined();
  });

  it('is plain data (survives JSON unchanged)', () => {
    expect(JSON.parse(JSON.stringify(EXAM_PROFILES))).toEqual(EXAM_PROFILES);
  });
});

describe('customProfile', () => {
  const options: CustomProfileOptions = {
    name: ' State board clerk test ',
    language: 'hi',
    durationMinutes: 15,
    passageWords: 300,
    requiredWpm: 25,
    maxMistakesPercent: 5,
    backspace: false,
    highlightCurrentWord: true,
  };

  it('builds a net-speed profile from the institute’s choices', () => {
    const profile = customProfile(options);
    expect(profile).toMatchObject({
      id: 'custom',
      name: 'State board clerk test',
      durationMinutes: 15,
      untypedWords: 'not-counted',
      scoring: { kind: 'net-speed', maxMistakesPercent: 5 },
    });
    expect(profile.languages).toEqual([
      {
        language: 'hi',
        layouts: ['inscript', 'krutidev', 'remington-gail', 'remington-cbi'],
        passageKeyDepressions: 1500,
        requiredWpm: 25,
      },
    ]);
    expect(profile.screen).toMatchObject({
      backspace: false,
      highlightCurrentWord: true,
      autoScroll: true,
      tabIndents: false,
    });
  });

  it('takes restricted mode when asked, unrestricted otherwise', () => {
    expect(customProfile({ ...options, restricted: true }).screen.restricted).toBe(true);
    expect(customProfile(options).screen.restricted).toBe(false);
  });

  it('labels a custom test by its name and the parameters that shape its speed', () => {
    expect(customProfileLabel(options)).toBe('State board clerk test (15 min, 300 words, no Backspace)');
    expect(customProfileLabel({ ...options, backspace: true, restricted: true })).toBe(
      'State board clerk test (15 min, 300 words, restricted)',
    );
  });

  it('refuses numbers out of bounds, naming every one', () => {
    const bad = { ...options, durationMinutes: 0, passageWords: 12.5, maxMistakesPercent: 101, name: '  ' };
    expect(() => customProfile(bad)).toThrow(InvalidProfileError);
    try {
      customProfile(bad);
    } catch (error) {
      expect((error as InvalidProfileError).problems).toEqual([
        'durationMinutes must be 1–60, not 0',
        'maxMistakesPercent must be 0–100, not 101',
        'name length must be 1–80, not 0',
        'passageWords must be a whole number',
      ]);
    }
  });

  it('refuses a duration that is not a number and an unknown language', () => {
    expect(() => customProfile({ ...options, durationMinutes: Number.NaN })).toThrow('durationMinutes must be 1–60');
    expect(() => customProfile({ ...options, language: 'ta' as 'hi' })).toThrow('language must be en or hi');
  });
});

describe('examProfileLabel', () => {
  it('names a Hindi exam by its language and layout, an English one by the profile alone', () => {
    expect(examProfileLabel(SSC_CHSL, 'en')).toBe(SSC_CHSL.name);
    expect(examProfileLabel(SSC_CHSL, 'hi', 'krutidev')).toBe(`${SSC_CHSL.name}, Hindi (KrutiDev 010)`);
  });
});
