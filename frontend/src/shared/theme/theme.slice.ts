import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, type ThemeMode } from './theme-storage';

/**
 * The light/dark preference (spec §4 "Session and theme"). The store preloads it from local
 * storage and writes it back on every change (see `app/store.ts`); this slice stays pure.
 */
interface ThemeState {
  mode: ThemeMode;
}

const initialThemeState: ThemeState = { mode: DEFAULT_THEME };

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    toggleTheme(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    setTheme(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
  },
});

export const { toggleTheme, setTheme } = themeSlice.actions;

/** Any root state that mounts this slice under `theme`. */
export interface WithThemeState {
  theme: ThemeState;
}

export const selectThemeMode = (state: WithThemeState): ThemeMode => state.theme.mode;
export const selectIsDark = (state: WithThemeState): boolean => state.theme.mode === 'dark';
