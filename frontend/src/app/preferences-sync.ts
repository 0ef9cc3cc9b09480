/**
 * Settings follow a member to every device: on sign-in the server's copy wins (with none, this device's becomes it),
 * then every change is saved, debounced; a save replaces the whole set, so a retry is harmless.
 */
import type { Preferences } from '@typing/contracts/web';
import { onPreferenceChanged } from '../shared/preferences/preference-changes';
import { preferencesApi } from '../shared/preferences/preferences.api';
import { selectCurrentUser } from '../shared/session/session.slice';
import type { AppStore } from './store';

export interface PreferenceStore {
  read(): Preferences;
  apply(preferences: Preferences): void;
}

/** How long a burst of changes (clicking through themes) waits before one save. */
const SAVE_DELAY_MS = 800;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysOfA = Object.keys(a);
  if (keysOfA.length !== Object.keys(b).length) return false;
  return keysOfA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Starts following; returns the function that stops it. `page` is the window (whose `pagehide` ends the page). */
export function syncPreferences(
  store: AppStore,
  local: PreferenceStore,
  saveDelayMs = SAVE_DELAY_MS,
  page: EventTarget = window,
): () => void {
  let userId: string | null = null;
  let applying = false;
  // The person changed something while the server's copy was being fetched: theirs is newer.
  let changedWhileAsking = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let lastTheme = store.getState().theme.mode;

  const save = () => {
    pending = undefined;
    if (userId) void store.dispatch(preferencesApi.endpoints.savePreferences.initiate(local.read()));
  };
  const cancelSave = () => {
    clearTimeout(pending);
    pending = undefined;
  };
  const changedHere = () => {
    changedWhileAsking = true;
    if (!userId || applying) return;
    cancelSave();
    pending = setTimeout(save, saveDelayMs);
  };

  const signedIn = async (id: string) => {
    changedWhileAsking = false;
    const answer = await store.dispatch(
      preferencesApi.endpoints.getPreferences.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (userId !== id || !answer.data) return; // signed out or someone else meanwhile; or no answer
    if (answer.data.preferences && !changedWhileAsking) {
      // Usually this device's own settings: rewriting them would re-render their followers while a member page loads.
      if (sameValue(answer.data.preferences, local.read())) return;
      applying = true;
      try {
        local.apply(answer.data.preferences);
      } finally {
        applying = false;
        lastTheme = store.getState().theme.mode;
      }
    } else if (!pending) {
      // Nothing on the server yet (or a newer change here, unless its own save is already due).
      save();
    }
  };

  const unsubscribeStore = store.subscribe(() => {
    const state = store.getState();
    const id = selectCurrentUser(state)?._id ?? null;
    if (id !== userId) {
      userId = id;
      cancelSave();
      if (id) void signedIn(id);
    }
    if (state.theme.mode !== lastTheme) {
      lastTheme = state.theme.mode;
      changedHere();
    }
  });
  const stopListening = onPreferenceChanged(changedHere);
  // A reload or a closed tab would drop a save still waiting out its delay: it goes now (keepalive outlives the page).
  const saveNowIfDue = () => {
    if (!pending) return;
    cancelSave();
    save();
  };
  page.addEventListener('pagehide', saveNowIfDue);
  // A tab that starts signed in (its own record) takes the server's copy too.
  const atStart = selectCurrentUser(store.getState());
  if (atStart) {
    userId = atStart._id;
    void signedIn(atStart._id);
  }
  return () => {
    cancelSave();
    unsubscribeStore();
    stopListening();
    page.removeEventListener('pagehide', saveNowIfDue);
  };
}
