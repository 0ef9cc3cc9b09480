/**
 * The theme preference in the browser's local storage (spec §3, §9: key `theme`, values `light`,
 * the default, and `dark`). Pure functions over a storage-like object, so they are unit-tested
 * without a browser.
 */
import { browserStorage } from '../storage/web-storage';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemeMode = 'light';

/** The part of the Web Storage API these functions use (a `Map`-backed fake in tests). */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** 'dark' or 'light' as stored; anything else (nothing stored, a stray value) is the default. */
export function parseThemeMode(value: unknown): ThemeMode {
  return value === 'dark' || value === 'light' ? value : DEFAULT_THEME;
}

/**
 * The stored preference, or light. Storage can be missing (no window) or throw (blocked cookies,
 * some private modes); the theme then falls back to light instead of breaking the app.
 */
export function readStoredTheme(storage: ThemeStorage | undefined): ThemeMode {
  try {
    return parseThemeMode(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/** Writes the preference; returns false when storage is missing or refuses (full, blocked). */
export function writeStoredTheme(storage: ThemeStorage | undefined, mode: ThemeMode): boolean {
  if (!storage) return false;
  try {
    storage.setItem(THEME_STORAGE_KEY, mode);
    return true;
  } catch {
    return false;
  }
}

/** The browser's local storage, or undefined where there is none or reading it throws. */
export function browserLocalStorage(): ThemeStorage | undefined {
  return browserStorage('localStorage');
}
