import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { typingResultsSlice } from '../features/typing/typing-results.slice';
import { api } from '../shared/api';
import {
  browserSessionStorage,
  readSession,
  writeSession,
  type SessionStorageLike,
} from '../shared/session/session-storage';
import { signOutWhenSessionEnds } from '../shared/session/session-ended';
import { sessionSlice } from '../shared/session/session.slice';
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
  /** Where the session record lives (the browser's session storage; a fake in tests). */
  authStorage?: SessionStorageLike;
}

export function createAppStore({ themeStorage, authStorage }: AppStoreOptions = {}) {
  // Spec §4: the theme choice is written back to storage on each change.
  const persistence = createListenerMiddleware<{ theme: ReturnType<typeof themeSlice.reducer> }>();
  persistence.startListening({
    matcher: isAnyOf(toggleTheme, setTheme),
    effect: (_action, listenerApi) => {
      writeStoredTheme(themeStorage, selectThemeMode(listenerApi.getState()));
    },
  });

  // Spec §3: `auth-storage` (and the held sign-up) follow the session state after every change.
  const sessionPersistence = createListenerMiddleware<{ session: ReturnType<typeof sessionSlice.reducer> }>();
  sessionPersistence.startListening({
    // Any action that changed it: the slice's own, and the session calls it follows (matchFulfilled).
    predicate: (_action, current, previous) => current.session !== previous.session,
    effect: (_action, listenerApi) => {
      writeSession(authStorage, listenerApi.getState().session);
    },
  });
  signOutWhenSessionEnds(sessionPersistence);

  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [themeSlice.name]: themeSlice.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      // Session-scoped, in memory: this tab's completed typing tests.
      [typingResultsSlice.name]: typingResultsSlice.reducer,
    },
    preloadedState: { theme: { mode: readStoredTheme(themeStorage) }, session: readSession(authStorage) },
    // The api middleware runs the cache lifetimes, polling and invalidation.
    middleware: (getDefault) =>
      getDefault().prepend(persistence.middleware, sessionPersistence.middleware).concat(api.middleware),
  });
}

export const store = createAppStore({ themeStorage: browserLocalStorage(), authStorage: browserSessionStorage() });

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
