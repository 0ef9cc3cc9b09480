import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { typingResultsSlice } from '../features/typing/results/typing-results.slice';
import { api } from '../shared/api';
import {
  browserSessionStorage,
  readSession,
  writeSession,
  type SessionStorageLike,
} from '../shared/session/session-storage';
import {
  announceSessionChanges,
  browserSessionChannel,
  followOtherTabs,
  type SessionChannel,
} from '../shared/session/session-channel';
import { signOutWhenSessionEnds } from '../shared/session/session-ended';
import { browserHasSessionHint } from '../shared/session/session-hint';
import { sessionSlice } from '../shared/session/session.slice';
import { selectThemeMode, setTheme, themeSlice, toggleTheme } from '../shared/theme/theme.slice';
import {
  browserLocalStorage,
  readStoredTheme,
  writeStoredTheme,
  type ThemeStorage,
} from '../shared/theme/theme-storage';

export interface AppStoreOptions {
  themeStorage?: ThemeStorage;
  authStorage?: SessionStorageLike;
  /** The `signed-in` hint cookie was present at start: a tab without a record asks the server. */
  sessionHint?: boolean;
  sessionChannel?: SessionChannel;
}

export function createAppStore({ themeStorage, authStorage, sessionHint, sessionChannel }: AppStoreOptions = {}) {
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
  if (sessionChannel) announceSessionChanges(sessionPersistence, sessionChannel);

  const storedSession = readSession(authStorage);
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [themeSlice.name]: themeSlice.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      // Session-scoped, in memory: this tab's completed typing tests.
      [typingResultsSlice.name]: typingResultsSlice.reducer,
    },
    preloadedState: {
      theme: { mode: readStoredTheme(themeStorage) },
      session: { ...storedSession, restoring: !storedSession.currentUser && sessionHint === true },
    },
    middleware: (getDefault) =>
      getDefault().prepend(persistence.middleware, sessionPersistence.middleware).concat(api.middleware),
  });
  if (sessionChannel) followOtherTabs(sessionChannel, store.dispatch);
  return store;
}

export const createBrowserStore = () =>
  createAppStore({
    themeStorage: browserLocalStorage(),
    authStorage: browserSessionStorage(),
    sessionHint: browserHasSessionHint(),
    sessionChannel: browserSessionChannel(),
  });

export type AppStore = ReturnType<typeof createAppStore>;
