import {
  DEFAULT_TEST_DURATION,
  isQuoteLength,
  isTestDuration,
  isWordCount,
  TEST_MODES,
  TIMED_TEST,
  tidyCustomText,
  type TestDuration,
  type TestOptions,
} from '@typing/typing-core';

/** The typist's chosen test options, duration and their own text, remembered between visits. */
export interface TestSetup {
  readonly options: TestOptions;
  readonly customText: string;
  /** The timed test's length (spec: 30, 60 or 120 s; 60 by default). */
  readonly durationSeconds: TestDuration;
}

export const TEST_SETUP_STORAGE_KEY = 'typing-options';
export const DEFAULT_SETUP: TestSetup = { options: TIMED_TEST, customText: '', durationSeconds: DEFAULT_TEST_DURATION };

/** A setup as stored (its options flat beside the text and duration), or the spec's timed test when it is not one. */
export function testSetupFrom(value: unknown): TestSetup {
  if (!value || typeof value !== 'object') return DEFAULT_SETUP;
  const raw = value as Record<string, unknown>;
  const mode = TEST_MODES.find((m) => m === raw.mode) ?? 'time';
  const customText = typeof raw.customText === 'string' ? tidyCustomText(raw.customText) : '';
  const wordCount = typeof raw.wordCount === 'number' && isWordCount(raw.wordCount) ? raw.wordCount : 25;
  const duration = raw.durationSeconds;
  return {
    options: {
      mode: mode === 'custom' && !customText ? 'time' : mode,
      ...(mode === 'words' ? { wordCount } : {}),
      ...(mode === 'quote' ? { quoteLength: isQuoteLength(raw.quoteLength) ? raw.quoteLength : 'short' } : {}),
      punctuation: raw.punctuation === true,
      numbers: raw.numbers === true,
    },
    customText,
    durationSeconds: typeof duration === 'number' && isTestDuration(duration) ? duration : DEFAULT_TEST_DURATION,
  };
}

export function parseTestSetup(raw: string | null): TestSetup {
  try {
    return testSetupFrom(JSON.parse(raw ?? 'null'));
  } catch {
    return DEFAULT_SETUP;
  }
}

/** The language and the Hindi keyboard are preferences of their own (the lessons' too): a setup holds neither. */
export function withoutLanguage(setup: TestSetup): TestSetup {
  const { language: _own, layout: _layout, typingOrder: _order, ...options } = setup.options;
  return { ...setup, options };
}

export function serializeTestSetup(setup: TestSetup): string {
  const { options, customText, durationSeconds } = withoutLanguage(setup);
  return JSON.stringify({ ...options, customText, durationSeconds });
}
