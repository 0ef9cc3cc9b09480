/** On sign-in the server's settings win (else this device's become them); each change is saved whole, debounced. */
import {
  addListener,
  removeListener,
  type ListenerEffect,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Preferences } from '@typing/contracts/web';
import { selectCurrentUser, type WithSessionState } from '../session/session.slice';
import { isPersonsChange, preferencesApplied, type WithPreferencesState } from './preferences.slice';
import { preferencesApi } from './preferences.api';

type SyncState = WithSessionState & WithPreferencesState;
type SyncDispatch = ThunkDispatch<SyncState, unknown, UnknownAction>;

const startFollowing = addListener.withTypes<SyncState, SyncDispatch>();
const stopFollowing = removeListener.withTypes<SyncState, SyncDispatch>();

interface PreferenceSyncStore {
  getState(): SyncState;
  dispatch: SyncDispatch;
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

/** The settings a member's devices share (the server's contract); the custom text is not one. */
export function selectSharedPreferences({ preferences }: WithPreferencesState): Preferences {
  const { theme, keyboardLayout, language, hindi, testSetup } = preferences;
  const { options, durationSeconds } = testSetup;
  return {
    theme,
    keyboardLayout,
    test: {
      mode: options.mode,
      durationSeconds,
      wordCount: options.wordCount ?? 25,
      ...(options.quoteLength ? { quoteLength: options.quoteLength } : {}),
      punctuation: options.punctuation,
      numbers: options.numbers,
    },
    language,
    hindi,
  };
}

const userIdOf = (state: SyncState) => selectCurrentUser(state)?._id ?? null;

/** Follows the store's preferences listener; returns the stop function. `page` is the window (`pagehide` ends it). */
export function syncPreferences(
  store: PreferenceSyncStore,
  saveDelayMs = SAVE_DELAY_MS,
  page: EventTarget = window,
): () => void {
  let userId: string | null = null;
  // The person changed something while the server's copy was being fetched: theirs is newer.
  let changedWhileAsking = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  // One save at a time: an older save (slow, or retried) landing after a newer one would undo it.
  let saving = false;
  let saveWhenDone = false;

  const send = () => {
    saving = true;
    const sent = store.dispatch(
      preferencesApi.endpoints.savePreferences.initiate(selectSharedPreferences(store.getState())),
    );
    void sent.finally(() => {
      saving = false;
      if (saveWhenDone) save();
    });
  };
  const save = () => {
    pending = undefined;
    saveWhenDone = false;
    if (!userId) return;
    if (saving) saveWhenDone = true;
    else send();
  };
  const cancelSave = () => {
    clearTimeout(pending);
    pending = undefined;
    saveWhenDone = false;
  };
  const changedHere = () => {
    changedWhileAsking = true;
    if (!userId) return;
    cancelSave();
    pending = setTimeout(save, saveDelayMs);
  };

  const signedIn = async (id: string) => {
    changedWhileAsking = false;
    const answer = await store.dispatch(
      preferencesApi.endpoints.getPreferences.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (userId !== id || !answer.data) return; // signed out or someone else meanwhile; or no answer
    const { preferences } = answer.data;
    if (preferences && !changedWhileAsking) {
      // Usually this device's own settings: applying them again would re-render their followers while a page loads.
      if (!sameValue(preferences, selectSharedPreferences(store.getState())))
        store.dispatch(preferencesApplied(preferences));
    } else if (!pending) {
      // Nothing on the server yet (or a newer change here, unless its own save is already due).
      save();
    }
  };

  const follow: ListenerEffect<UnknownAction, SyncState, SyncDispatch> = (action, listenerApi) => {
    const id = userIdOf(listenerApi.getState());
    if (id !== userId) {
      userId = id;
      cancelSave();
      if (id) void signedIn(id);
    }
    if (isPersonsChange(action)) changedHere();
  };
  const listening = {
    predicate: (action: UnknownAction, current: SyncState, previous: SyncState) =>
      isPersonsChange(action) || userIdOf(current) !== userIdOf(previous),
    effect: follow,
  };
  store.dispatch(startFollowing(listening));
  // A reload or a closed tab would drop a save still waiting out its delay: it goes now (keepalive outlives the page).
  const saveNowIfDue = () => {
    if (!pending && !saveWhenDone) return;
    cancelSave();
    // No later turn comes for a page that is going: the newest settings go now, beside any save in flight.
    if (userId) send();
  };
  page.addEventListener('pagehide', saveNowIfDue);
  // A tab that starts signed in (its own record) takes the server's copy too.
  const atStart = userIdOf(store.getState());
  if (atStart) {
    userId = atStart;
    void signedIn(atStart);
  }
  return () => {
    cancelSave();
    store.dispatch(stopFollowing(listening));
    page.removeEventListener('pagehide', saveNowIfDue);
  };
}
