import { describe, expect, it } from '@jest/globals';
import { selectIsDark, selectThemeMode, setTheme, themeSlice, toggleTheme } from './theme.slice';

const reduce = themeSlice.reducer;

describe('theme slice (spec §4: toggles between light and dark, light by default)', () => {
  it('starts light', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state).toEqual({ mode: 'light' });
    expect(selectIsDark({ theme: state })).toBe(false);
  });

  it('toggles light → dark → light', () => {
    const dark = reduce({ mode: 'light' }, toggleTheme());
    expect(dark.mode).toBe('dark');
    expect(selectIsDark({ theme: dark })).toBe(true);
    expect(reduce(dark, toggleTheme()).mode).toBe('light');
  });

  it('sets a mode explicitly', () => {
    expect(selectThemeMode({ theme: reduce({ mode: 'light' }, setTheme('dark')) })).toBe('dark');
    expect(selectThemeMode({ theme: reduce({ mode: 'dark' }, setTheme('dark')) })).toBe('dark');
    expect(selectThemeMode({ theme: reduce({ mode: 'dark' }, setTheme('light')) })).toBe('light');
  });
});
