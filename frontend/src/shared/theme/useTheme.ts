import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectThemeMode, setTheme, toggleTheme } from '../preferences/preferences.slice';
import type { ThemeMode } from './theme-storage';

/** The current theme and the ways to change it, for any component under the store. */
export function useTheme() {
  const mode = useSelector(selectThemeMode);
  const dispatch = useDispatch();
  const toggle = useCallback(() => dispatch(toggleTheme()), [dispatch]);
  const set = useCallback((next: ThemeMode) => dispatch(setTheme(next)), [dispatch]);
  return { mode, isDark: mode === 'dark', toggle, setTheme: set };
}
