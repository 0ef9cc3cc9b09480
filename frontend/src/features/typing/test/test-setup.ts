import { buildTestText, TIMED_TEST, type Language, type TestOptions, type RandomSource } from '@typing/typing-core';
import type { HindiKeyboard } from '../../../shared/hindi/hindi-keyboard';
import { loadedHindiInput } from '../../../shared/hindi/hindi-input';
import { loadedWordSource } from '../../../shared/language/frequency-lists';
import type { TestSetup } from '../../../shared/preferences/test-setup-storage';

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
const LATIN = /\p{Script=Latin}/u;

/** A text whose letters are Devanagari (none Latin): a Hindi test, once the Hindi chunk is here. */
const isDevanagariText = (text: string) => DEVANAGARI.test(text) && !LATIN.test(text);

/**
 * A text of the typist's own (a custom text, an AI practice text) keeps its options; a Devanagari one is typed as
 * the typist types Hindi (the emulated layout and typing order, or the keyboard's own Hindi).
 */
function ownTextOptions(options: TestOptions, text: string, hindi: HindiKeyboard): TestOptions {
  const chunk = isDevanagariText(text) ? loadedHindiInput() : undefined;
  return chunk ? chunk.hindiTestOptions(options, hindi) : options;
}

/** An AI practice text is a timed test of its own (plain words, no extras). */
export const practiceTextOptions = (text: string, hindi: HindiKeyboard): TestOptions =>
  ownTextOptions(TIMED_TEST, text, hindi);

/**
 * The options a test runs with: a time or word test in the chosen language once its words are
 * loaded (until then, or should they fail to load, in English); a quote or custom test has none.
 * A Hindi test's come from its chunk (loaded with its words): the layout the page emulates.
 */
export function withLanguage(options: TestOptions, language: Language, hindi: HindiKeyboard): TestOptions {
  const { language: _previous, layout: _layout, typingOrder: _order, ...rest } = options;
  const drawsWords = rest.mode === 'time' || rest.mode === 'words';
  if (!drawsWords || !loadedWordSource(language)) return rest;
  const chunk = language === 'hi' ? loadedHindiInput() : undefined;
  return chunk ? chunk.hindiTestOptions(rest, hindi) : { ...rest, language };
}

/** A setup's options: a built test's in the chosen language, a custom text's by its own letters. */
export function setupOptions(setup: TestSetup, language: Language, hindi: HindiKeyboard): TestOptions {
  const options = withLanguage(setup.options, language, hindi);
  return options.mode === 'custom' ? ownTextOptions(options, setup.customText, hindi) : options;
}

/** A custom text in Devanagari waits for the Hindi chunk (a typist who has not chosen Hindi has none yet). */
export const needsHindiChunk = (setup: TestSetup) =>
  setup.options.mode === 'custom' && isDevanagariText(setup.customText) && !loadedHindiInput();
