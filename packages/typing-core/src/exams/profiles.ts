/** The boards' typing tests as data; every figure's source is in docs/decisions/india/exam-profiles.md. */

export type ExamLanguage = 'en' | 'hi';

export type ExamLayout = 'us-qwerty' | 'inscript' | 'krutidev' | 'remington-gail' | 'remington-cbi';

export interface LanguageRule {
  readonly language: ExamLanguage;
  readonly layouts: readonly ExamLayout[];
  readonly passageKeyDepressions: number;
  readonly requiredWpm: number;
  /** Fewer words typed (key depressions ÷ 5) than this and the answer is not evaluated. */
  readonly minWordsTyped?: number;
}

/** How the exam screen behaves (drawn by the front end; the evaluation reads `backspace` only for its record). */
export interface ScreenRules {
  readonly highlightCurrentWord: boolean;
  readonly autoScroll: boolean;
  readonly liveCounters: boolean;
  readonly backspace: boolean;
  readonly restricted: boolean;
  readonly spaceBarStopsAtPassageWords: boolean;
  readonly tabIndents: boolean;
}

export type Category = 'UR' | 'OBC' | 'EWS' | 'SC' | 'ST' | 'PwD' | 'ESM';

/** How a board turns mistakes into a verdict (the three formulas: docs/decisions/india/exam-profiles.md). */
export type Scoring =
  | { readonly kind: 'error-percentage'; readonly maxErrorPercent: Readonly<Record<Category, number>> }
  | {
      readonly kind: 'penalised-speed';
      readonly ignoredMistakesPercent: number;
      readonly wordsPerPenalisedMistake: number;
    }
  | { readonly kind: 'net-speed'; readonly maxMistakesPercent: number };

export interface ProfileSource {
  readonly title: string;
  readonly url: string;
}

export interface ExamProfile {
  readonly id: string;
  readonly name: string;
  readonly durationMinutes: number;
  readonly languages: readonly LanguageRule[];
  readonly screen: ScreenRules;
  /** Passage words not reached at time-out: omissions (full mistakes) or simply not typed. */
  readonly untypedWords: 'omission' | 'not-counted';
  readonly scoring: Scoring;
  readonly sources: readonly ProfileSource[];
}

const byCategory = (general: number, obcEws: number, others: number): Readonly<Record<Category, number>> => ({
  UR: general,
  OBC: obcEws,
  EWS: obcEws,
  SC: others,
  ST: others,
  PwD: others,
  ESM: others,
});

const HINDI_LAYOUTS: readonly ExamLayout[] = ['inscript', 'krutidev', 'remington-gail', 'remington-cbi'];

/** The TCS iON screen as recent SSC candidates describe it. */
const SSC_SCREEN: ScreenRules = {
  highlightCurrentWord: false,
  autoScroll: false,
  liveCounters: true,
  backspace: true,
  restricted: false,
  spaceBarStopsAtPassageWords: true,
  tabIndents: true,
};

export const SSC_CHSL: ExamProfile = {
  id: 'ssc-chsl',
  name: 'SSC CHSL typing test (LDC/JSA, PA/SA)',
  durationMinutes: 10,
  languages: [
    { language: 'en', layouts: ['us-qwerty'], passageKeyDepressions: 1750, requiredWpm: 35 },
    { language: 'hi', layouts: HINDI_LAYOUTS, passageKeyDepressions: 1500, requiredWpm: 30 },
  ],
  screen: SSC_SCREEN,
  untypedWords: 'omission',
  scoring: { kind: 'error-percentage', maxErrorPercent: byCategory(7, 10, 10) },
  sources: [
    { title: 'SSC CHSL-2012 candidate instructions', url: 'https://www.scribd.com/document/126854485' },
    { title: 'Firstpost on the CHSL-2019 skill-test notice', url: 'https://www.firstpost.com' },
    {
      title: 'Mistake classes: oliveboard.in (3rd-party)',
      url: 'https://www.oliveboard.in/blog/ssc-typing-test-error/',
    },
    { title: 'Allowed error: aztyping.com (3rd-party, unverified)', url: 'https://aztyping.com' },
  ],
};

export const SSC_CGL_DEST: ExamProfile = {
  id: 'ssc-cgl-dest',
  name: 'SSC CGL data-entry speed test (DEST)',
  durationMinutes: 15,
  languages: [{ language: 'en', layouts: ['us-qwerty'], passageKeyDepressions: 2000, requiredWpm: 8000 / 60 / 5 }],
  screen: SSC_SCREEN,
  untypedWords: 'omission',
  scoring: { kind: 'error-percentage', maxErrorPercent: byCategory(20, 25, 30) },
  sources: [
    { title: 'SSC CGL notice, para 16.2 (copy)', url: 'https://www.scribd.com/document/595909866' },
    { title: 'NDTV on the CGL-2019 skill-test notice', url: 'https://www.ndtv.com' },
  ],
};

export const RRB_NTPC: ExamProfile = {
  id: 'rrb-ntpc',
  name: 'RRB NTPC typing skill test',
  durationMinutes: 10,
  languages: [
    { language: 'en', layouts: ['us-qwerty'], passageKeyDepressions: 2500, requiredWpm: 30, minWordsTyped: 300 },
    {
      language: 'hi',
      layouts: ['inscript', 'krutidev'],
      passageKeyDepressions: 2000,
      requiredWpm: 25,
      minWordsTyped: 250,
    },
  ],
  screen: {
    highlightCurrentWord: false,
    autoScroll: false,
    liveCounters: false,
    backspace: true,
    restricted: false,
    spaceBarStopsAtPassageWords: false,
    tabIndents: false,
  },
  untypedWords: 'not-counted',
  scoring: { kind: 'penalised-speed', ignoredMistakesPercent: 5, wordsPerPenalisedMistake: 10 },
  sources: [
    { title: 'examontips.com quoting Employment Notice 03/2015', url: 'https://examontips.com' },
    { title: 'rrbportal.com (worked example)', url: 'https://rrbportal.com' },
    { title: 'freetypingclass.com (mistake classes)', url: 'https://freetypingclass.com' },
  ],
};

export const SCI_JCA: ExamProfile = {
  id: 'sci-jca',
  name: 'Supreme Court of India, Junior Court Assistant',
  durationMinutes: 10,
  languages: [{ language: 'en', layouts: ['us-qwerty'], passageKeyDepressions: 2000, requiredWpm: 35 }],
  screen: { ...SSC_SCREEN, spaceBarStopsAtPassageWords: false, tabIndents: false },
  untypedWords: 'not-counted',
  scoring: { kind: 'net-speed', maxMistakesPercent: 3 },
  sources: [{ title: 'oliveboard.in (2022 scheme)', url: 'https://www.oliveboard.in' }],
};

export const EXAM_PROFILES: readonly ExamProfile[] = [SSC_CHSL, SSC_CGL_DEST, RRB_NTPC, SCI_JCA];

export function examProfile(id: string): ExamProfile | undefined {
  return EXAM_PROFILES.find((profile) => profile.id === id);
}

export interface CustomProfileOptions {
  readonly name: string;
  readonly language: ExamLanguage;
  readonly durationMinutes: number;
  readonly passageWords: number;
  readonly requiredWpm: number;
  readonly maxMistakesPercent: number;
  readonly backspace: boolean;
  readonly highlightCurrentWord: boolean;
  readonly autoScroll?: boolean;
  readonly tabIndents?: boolean;
  /** Restricted mode: a key that is not the passage's next character is refused. */
  readonly restricted?: boolean;
}

export const CUSTOM_BOUNDS = {
  durationMinutes: [1, 60],
  passageWords: [10, 3000],
  requiredWpm: [1, 150],
  maxMistakesPercent: [0, 100],
  name: [1, 80],
} as const;

export class InvalidProfileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid exam profile: ${problems.join('; ')}`);
    this.name = 'InvalidProfileError';
  }
}

function outOfBounds(label: string, value: number, [low, high]: readonly [number, number]): string[] {
  return Number.isFinite(value) && value >= low && value <= high
    ? []
    : [`${label} must be ${low}–${high}, not ${value}`];
}

export function customProfile(options: CustomProfileOptions): ExamProfile {
  const name = options.name.trim();
  const problems = [
    ...outOfBounds('durationMinutes', options.durationMinutes, CUSTOM_BOUNDS.durationMinutes),
    ...outOfBounds('passageWords', options.passageWords, CUSTOM_BOUNDS.passageWords),
    ...outOfBounds('requiredWpm', options.requiredWpm, CUSTOM_BOUNDS.requiredWpm),
    ...outOfBounds('maxMistakesPercent', options.maxMistakesPercent, CUSTOM_BOUNDS.maxMistakesPercent),
    ...outOfBounds('name length', name.length, CUSTOM_BOUNDS.name),
    ...(Number.isInteger(options.passageWords) ? [] : ['passageWords must be a whole number']),
    ...(options.language === 'en' || options.language === 'hi' ? [] : [`language must be en or hi`]),
  ];
  if (problems.length > 0) throw new InvalidProfileError(problems);
  return {
    id: 'custom',
    name,
    durationMinutes: options.durationMinutes,
    languages: [
      {
        language: options.language,
        layouts: options.language === 'hi' ? HINDI_LAYOUTS : ['us-qwerty'],
        passageKeyDepressions: options.passageWords * 5,
        requiredWpm: options.requiredWpm,
      },
    ],
    screen: {
      highlightCurrentWord: options.highlightCurrentWord,
      autoScroll: options.autoScroll ?? options.highlightCurrentWord,
      liveCounters: true,
      backspace: options.backspace,
      restricted: options.restricted ?? false,
      spaceBarStopsAtPassageWords: false,
      tabIndents: options.tabIndents ?? false,
    },
    untypedWords: 'not-counted',
    scoring: { kind: 'net-speed', maxMistakesPercent: options.maxMistakesPercent },
    sources: [],
  };
}

/** How a history tells two custom tests apart, and what their bests are kept by. */
export function customProfileLabel(
  options: Pick<CustomProfileOptions, 'name' | 'durationMinutes' | 'passageWords' | 'backspace' | 'restricted'>,
): string {
  const rules = [
    `${options.durationMinutes} min`,
    `${options.passageWords} words`,
    ...(options.backspace ? [] : ['no Backspace']),
    ...(options.restricted ? ['restricted'] : []),
  ];
  return `${options.name.trim()} (${rules.join(', ')})`;
}

/** Without loading the layouts' tables. */
export const EXAM_LAYOUT_NAMES: Readonly<Record<ExamLayout, string>> = {
  'us-qwerty': 'US QWERTY',
  inscript: 'InScript',
  krutidev: 'KrutiDev 010',
  'remington-gail': 'Remington GAIL',
  'remington-cbi': 'Remington CBI',
};

export function examProfileLabel(profile: ExamProfile, language: ExamLanguage, layout?: ExamLayout): string {
  return language === 'hi' ? `${profile.name}, Hindi (${layout ? EXAM_LAYOUT_NAMES[layout] : 'Hindi'})` : profile.name;
}
