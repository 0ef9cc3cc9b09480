import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
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
import { createPreferencesListener, followPreferencesOfOtherTabs } from '../shared/preferences/preferences-listener';
import { preferencesSlice } from '../shared/preferences/preferences.slice';
import { type PreferenceStorage, readStoredPreferences } from '../shared/preferences/preferences-storage';
import { browserLocalStorage } from '../shared/theme/theme-storage';

export interface AppStoreOptions {
  /** Where the theme, layout, language, Hindi keyboard and test setup are remembered (local storage). */
  preferenceStorage?: PreferenceStorage;
  authStorage?: SessionStorageLike;
  /** The `signed-in` hint cookie was present at start: a tab without a record asks the server. */
  sessionHint?: boolean;
  sessionChannel?: SessionChannel;
}

export function createAppStore({ preferenceStorage, authStorage, sessionHint, sessionChannel }: AppStoreOptions = {}) {
  // Spec §4: the theme choice (and every other preference) is written back to storage on each change.
  const preferences = createPreferencesListener(preferenceStorage);

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
      [preferencesSlice.name]: preferencesSlice.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      // Session-scoped, in memory: this tab's completed typing tests.
      [typingResultsSlice.name]: typingResultsSlice.reducer,
    },
    preloadedState: {
      preferences: readStoredPreferences(preferenceStorage),
      session: { ...storedSession, restoring: !storedSession.currentUser && sessionHint === true },
    },
    middleware: (getDefault) =>
      getDefault().prepend(preferences.middleware, sessionPersistence.middleware).concat(api.middleware),
  });
  if (sessionChannel) followOtherTabs(sessionChannel, store.dispatch);
  return store;
}

export function createBrowserStore() {
  const preferenceStorage = browserLocalStorage();
  const store = createAppStore({
    preferenceStorage,
    authStorage: browserSessionStorage(),
    sessionHint: browserHasSessionHint(),
    sessionChannel: browserSessionChannel(),
  });
  followPreferencesOfOtherTabs(window, preferenceStorage, store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
