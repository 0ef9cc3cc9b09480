import { createListenerMiddleware, type Dispatch } from '@reduxjs/toolkit';
import { preferencesChangedElsewhere, type WithPreferencesState } from './preferences.slice';
import { type PreferenceStorage, readFollowedPreference, writeChangedPreferences } from './preferences-storage';

/** The one preferences listener: saves to local storage, and a member's to the server (`preferences-sync.ts`). */
export function createPreferencesListener(storage: PreferenceStorage | undefined) {
  const listener = createListenerMiddleware<WithPreferencesState>();
  listener.startListening({
    // Another tab's change is already in storage.
    predicate: (action, current, previous) =>
      current.preferences !== previous.preferences && !preferencesChangedElsewhere.match(action),
    effect: (_action, listenerApi) =>
      writeChangedPreferences(storage, listenerApi.getOriginalState().preferences, listenerApi.getState().preferences),
  });
  return listener;
}

/** Every board and select on the page follows a layout, language or Hindi keyboard chosen in another tab. */
export function followPreferencesOfOtherTabs(page: Window, storage: PreferenceStorage | undefined, dispatch: Dispatch) {
  page.addEventListener('storage', (event) => {
    const changed = readFollowedPreference(storage, event.key);
    if (changed) dispatch(preferencesChangedElsewhere(changed));
  });
}
