import {
  buildTestText,
  DEFAULT_TEST_DURATION,
  isQuoteLength,
  isTestDuration,
  isWordCount,
  TEST_MODES,
  TIMED_TEST,
  tidyCustomText,
  type TestDuration,
  type Language,
  type TestOptions,
  type RandomSource,
} from '@typing/typing-core';
import { loadedWordSource } from '../../../shared/language/frequency-lists';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { storedLanguage } from '../../../shared/language/practice-language';
import { preferenceChanged } from '../../../shared/preferences/preference-changes';
import { browserStorage } from '../../../shared/storage/web-storage';

/** The typist's chosen test options, duration and their own text, remembered between visits. */
export interface TestSetup {
  readonly options: TestOptions;
  readonly customText: string;
  /** The timed test's length (spec: 30, 60 or 120 s; 60 by default). */
  readonly durationSeconds: TestDuration;
}

export const TEST_SETUP_STORAGE_KEY = 'typing-options';
export const DEFAULT_SETUP: TestSetup = { options: TIMED_TEST, customText: '', durationSeconds: DEFAULT_TEST_DURATION };

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The remembered setup, or the spec's timed test when there is none or it is not one we wrote;
 * in the chosen language either way.
 */
export function readSetup(storage: StorageLike | undefined = browserStorage('localStorage')): TestSetup {
  const setup = storedSetup(storage);
  return { ...setup, options: withLanguage(setup.options) };
}

function storedSetup(storage: StorageLike | undefined): TestSetup {
  try {
    const raw = JSON.parse(storage?.getItem(TEST_SETUP_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_SETUP;
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
  } catch {
    return DEFAULT_SETUP;
  }
}

export function writeSetup(setup: TestSetup, storage: StorageLike | undefined = browserStorage('localStorage')) {
  try {
    // The language and the Hindi keyboard are remembered on their own (shared/language): they are the lessons' too.
    const { language: _own, layout: _layout, typingOrder: _order, ...options } = setup.options;
    const { customText, durationSeconds } = setup;
    storage?.setItem(TEST_SETUP_STORAGE_KEY, JSON.stringify({ ...options, customText, durationSeconds }));
  } catch {
    // A full or blocked storage only loses the memory of the choice.
  }
  preferenceChanged();
}

/** What the text area shows (not typable) while a quote's passage is on its way, or when none came. */
export const QUOTE_LOADING_TEXT = 'Fetching a passage…';
export const QUOTE_FAILED_TEXT = 'No passage could be fetched. Press Tab or New Text to try again.';

/**
 * The text a test with this setup types: the typist's own for a custom test, a built one for time
 * and words; a quote's passage comes from the server (useQuotePassage), so until then a notice.
 */
export function textFor(setup: TestSetup, random: RandomSource): string {
  if (setup.options.mode === 'quote') return QUOTE_LOADING_TEXT;
  return setup.options.mode === 'custom'
    ? setup.customText
    : buildTestText(setup.options, random, loadedWordSource(setup.options.language));
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** An AI practice text is a timed test of its own (plain words, no extras); a Hindi one is typed as the typist types Hindi. */
export const practiceTextOptions = (text: string): TestOptions =>
  DEVANAGARI.test(text) ? withLanguage(TIMED_TEST, 'hi') : TIMED_TEST;

/**
 * The options a test runs with: a time or word test in the chosen language once its words are
 * loaded (until then, or should they fail to load, in English); a quote or custom test has none.
 * A Hindi test's come from its chunk (loaded with its words): the layout the page emulates.
 */
export function withLanguage(options: TestOptions, language: Language = storedLanguage()): TestOptions {
  const { language: _previous, layout: _layout, typingOrder: _order, ...rest } = options;
  const drawsWords = rest.mode === 'time' || rest.mode === 'words';
  if (!drawsWords || !loadedWordSource(language)) return rest;
  const hindi = language === 'hi' ? loadedHindiInput() : undefined;
  return hindi ? hindi.hindiTestOptions(rest) : { ...rest, language };
}
