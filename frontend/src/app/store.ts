import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { typingResultsSlice } from '../features/typing/typing-results.slice';
import { api } from '../shared/api';
import { selectThemeMode, setTheme, themeSlice, toggleTheme } from '../shared/theme/theme.slice';
import {
  browserLocalStorage,
  readStoredTheme,
  writeStoredTheme,
  type ThemeStorage,
} from '../shared/theme/theme-storage';

export interface AppStoreOptions {
  /** Where the theme preference lives (the browser's local storage; a fake in tests). */
  themeStorage?: ThemeStorage;
}

export function createAppStore({ themeStorage }: AppStoreOptions = {}) {
  // Spec §4: the theme choice is written back to storage on each change.
  const persistence = createListenerMiddleware<{ theme: ReturnType<typeof themeSlice.reducer> }>();
  persistence.startListening({
    matcher: isAnyOf(toggleTheme, setTheme),
    effect: (_action, listenerApi) => {
      writeStoredTheme(themeStorage, selectThemeMode(listenerApi.getState()));
    },
  });

  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [themeSlice.name]: themeSlice.reducer,
      // Session-scoped, in memory: this tab's completed typing tests.
      [typingResultsSlice.name]: typingResultsSlice.reducer,
    },
    preloadedState: { theme: { mode: readStoredTheme(themeStorage) } },
    // The api middleware runs the cache lifetimes, polling and invalidation.
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
  });
}

export const store = createAppStore({ themeStorage: browserLocalStorage() });

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
