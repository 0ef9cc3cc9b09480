/** SPEC.md §9. */
export const TEST_DURATIONS_SECONDS = [30, 60, 120] as const;
export type TestDuration = (typeof TEST_DURATIONS_SECONDS)[number];
export const DEFAULT_TEST_DURATION: TestDuration = 60;
export const TIMER_WARNING_SECONDS = 10;

export const SAMPLE_MIN_WORDS = 250;
export const SAMPLE_MAX_WORDS = 300;
export const WORDS_PER_LINE = 10;
export const VISIBLE_LINES = 3;
export const BUILT_IN_PARAGRAPH_COUNT = 9;

/** 0.001 minute, so an instant finish cannot divide by zero. */
export const WPM_MIN_ELAPSED_MS = 60;

/** SPEC §4, highest first. */
export const SKILL_LEVELS = [
  { level: 'Master', minEffectiveWpm: 90 },
  { level: 'Expert', minEffectiveWpm: 70 },
  { level: 'Advanced', minEffectiveWpm: 50 },
  { level: 'Intermediate', minEffectiveWpm: 30 },
  { level: 'Improving', minEffectiveWpm: 15 },
  { level: 'Beginner', minEffectiveWpm: 0 },
] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number]['level'];

/** SPEC §9. */
export const STATUS_EXCELLENT_MIN_WPM = 40;
export const STATUS_GOOD_MIN_WPM = 20;
export type SessionStatus = 'Excellent' | 'Good' | 'Practice Needed' | 'N/A';

export const PROFILE_LEVEL_WPM_STEP = 10;

export const TOP_WEAK_KEYS = 5;

export const TOP_SLOW_KEYS = 5;

/** Reflexes or pauses, not typing speed (keybr-style). */
export const KEY_TIMING_MIN_MS = 40;
export const KEY_TIMING_MAX_MS = 12_000;

/** Monkeytype's raw speed counts five characters a word. */
export const STANDARD_WORD_CHARS = 5;

export function isTestDuration(value: number): value is TestDuration {
  return (TEST_DURATIONS_SECONDS as readonly number[]).includes(value);
}
