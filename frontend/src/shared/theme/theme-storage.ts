/** The theme preference in local storage (spec §3, §9: key `theme`), as pure functions for unit tests. */
import { browserStorage } from '../storage/web-storage';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemeMode = 'light';

export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function parseThemeMode(value: unknown): ThemeMode {
  return value === 'dark' || value === 'light' ? value : DEFAULT_THEME;
}

/** Storage may be missing or throw (blocked cookies, private modes): the theme then falls back to light. */
export function readStoredTheme(storage: ThemeStorage | undefined): ThemeMode {
  try {
    return parseThemeMode(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeStoredTheme(storage: ThemeStorage | undefined, mode: ThemeMode): boolean {
  if (!storage) return false;
  try {
    storage.setItem(THEME_STORAGE_KEY, mode);
    return true;
  } catch {
    return false;
  }
}

export function browserLocalStorage(): ThemeStorage | undefined {
  return browserStorage('localStorage');
}
