import { describe, expect, it } from '@jest/globals';
import {
  parseThemeMode,
  readStoredTheme,
  THEME_STORAGE_KEY,
  writeStoredTheme,
  type ThemeStorage,
} from './theme-storage';
import { memoryStorage } from '../storage/web-storage';

const fakeStorage = memoryStorage;

/** A storage that throws on every access, as blocked storage does in some browsers. */
const throwingStorage: ThemeStorage = {
  getItem: () => {
    throw new Error('SecurityError: access denied');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('theme storage (spec §3, §9: local storage key "theme", light by default)', () => {
  it('uses the key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('is light when nothing is stored', () => {
    expect(readStoredTheme(fakeStorage().storage)).toBe('light');
  });

  it('reads a stored dark or light', () => {
    expect(readStoredTheme(fakeStorage({ theme: 'dark' }).storage)).toBe('dark');
    expect(readStoredTheme(fakeStorage({ theme: 'light' }).storage)).toBe('light');
  });

  it('falls back to light for a value it does not know', () => {
    for (const value of ['Dark', 'DARK', ' dark', 'true', '1', '"dark"', '']) {
      expect(readStoredTheme(fakeStorage({ theme: value }).storage)).toBe('light');
    }
  });

  it('falls back to light when there is no storage or it throws', () => {
    expect(readStoredTheme(undefined)).toBe('light');
    expect(readStoredTheme(throwingStorage)).toBe('light');
  });

  it('writes the mode under "theme" and reads it back', () => {
    const { storage, items } = fakeStorage();
    expect(writeStoredTheme(storage, 'dark')).toBe(true);
    expect(items.get('theme')).toBe('dark');
    expect(readStoredTheme(storage)).toBe('dark');
    expect(writeStoredTheme(storage, 'light')).toBe(true);
    expect(items.get('theme')).toBe('light');
    expect([...items.keys()]).toEqual(['theme']);
  });

  it('reports a failed write instead of throwing', () => {
    expect(writeStoredTheme(undefined, 'dark')).toBe(false);
    expect(writeStoredTheme(throwingStorage, 'dark')).toBe(false);
  });

  it('parses only the two spec values', () => {
    expect(parseThemeMode('dark')).toBe('dark');
    expect(parseThemeMode('light')).toBe('light');
    expect(parseThemeMode(null)).toBe('light');
    expect(parseThemeMode(undefined)).toBe('light');
    expect(parseThemeMode(42)).toBe('light');
  });
});
