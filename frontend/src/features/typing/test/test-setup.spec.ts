import { describe, expect, it } from '@jest/globals';
import { seededRandom, TIMED_TEST, words } from '@typing/typing-core';
import { loadHindiInput } from '../../../shared/hindi/hindi-input';
import { DEFAULT_HINDI_KEYBOARD } from '../../../shared/hindi/hindi-keyboard';
import { memoryStorage } from '../../../shared/storage/web-storage';
import { practiceSourceText } from '../ai-practice/PracticeSource';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences/preferences.slice';
import {
  type PreferenceStorage,
  readStoredPreferences,
  writeChangedPreferences,
} from '../../../shared/preferences/preferences-storage';
import { DEFAULT_SETUP, TEST_SETUP_STORAGE_KEY, type TestSetup } from '../../../shared/preferences/test-setup-storage';
import { needsHindiChunk, practiceTextOptions, QUOTE_LOADING_TEXT, setupOptions, textFor } from './test-setup';

const readSetup = (storage: PreferenceStorage) => readStoredPreferences(storage).testSetup;
const writeSetup = (testSetup: TestSetup, storage: PreferenceStorage) =>
  writeChangedPreferences(storage, DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES, testSetup });

describe('the remembered test setup', () => {
  it('is the spec’s timed test when nothing (or nothing sensible) is stored', () => {
    expect(readSetup(memoryStorage().storage)).toEqual(DEFAULT_SETUP);
    expect(readSetup(memoryStorage({ [TEST_SETUP_STORAGE_KEY]: '{not json' }).storage)).toEqual(DEFAULT_SETUP);
    const odd = JSON.stringify({
      mode: 'marathon',
      wordCount: 7,
      punctuation: 'yes',
      customText: 42,
      durationSeconds: 45,
    });
    expect(readSetup(memoryStorage({ [TEST_SETUP_STORAGE_KEY]: odd }).storage)).toEqual(DEFAULT_SETUP);
  });

  it('round-trips the options, the duration and the custom text', () => {
    const { storage } = memoryStorage();
    const setup = {
      options: { mode: 'words', wordCount: 50, punctuation: true, numbers: true },
      customText: 'my own words',
      durationSeconds: 120,
    } as const;
    writeSetup(setup, storage);
    expect(readSetup(storage)).toEqual(setup);
  });

  it('remembers a quote test with its passage length (short when none sensible is stored)', () => {
    const { storage } = memoryStorage();
    const quote = {
      options: { mode: 'quote', quoteLength: 'long', punctuation: false, numbers: false },
      customText: '',
      durationSeconds: 60,
    } as const;
    writeSetup(quote, storage);
    expect(readSetup(storage)).toEqual(quote);
    const odd = memoryStorage({ [TEST_SETUP_STORAGE_KEY]: JSON.stringify({ mode: 'quote', quoteLength: 'epic' }) });
    expect(readSetup(odd.storage).options).toEqual({ ...quote.options, quoteLength: 'short' });
    // The passage comes from the server; until then the text area says so.
    expect(textFor(quote, seededRandom(1))).toBe(QUOTE_LOADING_TEXT);
  });

  it('falls back to the timed test when a custom test has no text left', () => {
    const { storage } = memoryStorage({
      [TEST_SETUP_STORAGE_KEY]: JSON.stringify({ mode: 'custom', customText: ' \u0000 ' }),
    });
    expect(readSetup(storage).options.mode).toBe('time');
  });

  it('types the custom text itself, or a built text of the chosen size', () => {
    const custom = {
      options: { mode: 'custom', punctuation: false, numbers: false },
      customText: 'abc def',
      durationSeconds: 60,
    } as const;
    expect(textFor(custom, seededRandom(1))).toBe('abc def');
    const words25 = {
      options: { mode: 'words', wordCount: 25, punctuation: false, numbers: false },
      customText: '',
      durationSeconds: 60,
    } as const;
    expect(words(textFor(words25, seededRandom(1)))).toHaveLength(25);
  });
});

describe('the practice text’s source', () => {
  it('says in plain words who wrote it, and for which keys', () => {
    expect(practiceSourceText({ source: 'openai', weakKeys: ['q', ' '] })).toBe(
      'Written by an AI model, aimed at your weak keys: q, space.',
    );
    expect(practiceSourceText({ source: 'builtin', weakKeys: [] })).toBe('Written by our built-in practice generator.');
  });
});

describe('a custom text’s test', () => {
  const CUSTOM = { mode: 'custom', punctuation: false, numbers: false } as const;
  const custom = (customText: string): TestSetup => ({ options: CUSTOM, customText, durationSeconds: 60 });
  const DEVANAGARI_TEXT = 'नमस्ते दुनिया, आप कैसे हैं';
  const inscript = DEFAULT_HINDI_KEYBOARD;
  const krutidev = { layout: 'krutidev', typingOrder: 'typewriter', keyboardTypesHindi: false } as const;
  const ownHindi = { ...krutidev, keyboardTypesHindi: true };

  it('in Devanagari waits for the Hindi chunk, then is a Hindi test as the typist types Hindi; a Latin one stays', async () => {
    expect(needsHindiChunk(custom(DEVANAGARI_TEXT))).toBe(true);
    expect(setupOptions(custom(DEVANAGARI_TEXT), 'en', inscript)).toEqual(CUSTOM);
    await loadHindiInput();
    expect(needsHindiChunk(custom(DEVANAGARI_TEXT))).toBe(false);

    const hindiCustom = { ...CUSTOM, language: 'hi' };
    expect(setupOptions(custom(DEVANAGARI_TEXT), 'en', inscript)).toEqual({
      ...hindiCustom,
      layout: 'inscript',
      typingOrder: 'logical',
    });
    expect(setupOptions(custom(DEVANAGARI_TEXT), 'hi', krutidev)).toEqual({
      ...hindiCustom,
      layout: 'krutidev',
      typingOrder: 'typewriter',
    });
    expect(setupOptions(custom(DEVANAGARI_TEXT), 'es', ownHindi)).toEqual(hindiCustom);

    // Latin letters (all, or some beside Devanagari) have no Hindi keys: the text stays as it is, in any language.
    for (const text of ['abc def', 'नमस्ते world']) {
      expect(needsHindiChunk(custom(text))).toBe(false);
      expect(setupOptions(custom(text), 'hi', inscript)).toEqual(CUSTOM);
    }
    // The one rule an AI practice text follows too.
    expect(practiceTextOptions(DEVANAGARI_TEXT, krutidev)).toEqual({
      ...TIMED_TEST,
      language: 'hi',
      layout: 'krutidev',
      typingOrder: 'typewriter',
    });
    expect(practiceTextOptions('abc def', krutidev)).toEqual(TIMED_TEST);
  });

  it('is a Hindi test again after a reload: the stored text brings it, the stored options hold no language', async () => {
    await loadHindiInput();
    const { storage, items } = memoryStorage();
    const hindiSetup = { ...custom(DEVANAGARI_TEXT), options: setupOptions(custom(DEVANAGARI_TEXT), 'en', krutidev) };
    writeSetup(hindiSetup, storage);
    expect(JSON.parse(items.get(TEST_SETUP_STORAGE_KEY) ?? '{}')).toEqual({
      ...CUSTOM,
      customText: DEVANAGARI_TEXT,
      durationSeconds: 60,
    });
    const reloaded = readSetup(storage);
    expect(textFor(reloaded, seededRandom(1))).toBe(DEVANAGARI_TEXT);
    expect(setupOptions(reloaded, 'en', krutidev)).toEqual(hindiSetup.options);
  });
});
