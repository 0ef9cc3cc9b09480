import { describe, expect, it } from '@jest/globals';
import { seededRandom, words } from '@typing/typing-core';
import { memoryStorage } from '../../../shared/storage/web-storage';
import { practiceSourceText } from '../ai-practice/PracticeSource';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences/preferences.slice';
import {
  type PreferenceStorage,
  readStoredPreferences,
  writeChangedPreferences,
} from '../../../shared/preferences/preferences-storage';
import { DEFAULT_SETUP, TEST_SETUP_STORAGE_KEY, type TestSetup } from '../../../shared/preferences/test-setup-storage';
import { QUOTE_LOADING_TEXT, textFor } from './test-setup';

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
