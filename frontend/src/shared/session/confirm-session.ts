import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { forgetSessionHint } from './session-hint';
import { sessionApi } from './session.api';
import { restoreFinished, selectCurrentUser, signedIn, signedOut, type WithSessionState } from './session.slice';

/** How the start-up check ended (for tests and logs). */
type SessionCheck = 'no-session' | 'confirmed' | 'restored' | 'expired' | 'unknown';

type SessionThunk = ThunkAction<Promise<SessionCheck>, WithSessionState, unknown, UnknownAction>;

const askWhoIsSignedIn = () => sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true });

const isUnauthorized = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 401;

/** Checks the held user with GET /api/auth/me at start: 401 signs out, the same user refreshes, else it is kept. */
export function confirmHeldSession(): SessionThunk {
  return async (dispatch, getState) => {
    const held = selectCurrentUser(getState());
    if (!held) return 'no-session';
    const result = await dispatch(askWhoIsSignedIn());
    // A 401 ends the held session (the store's 401 listener has usually done it already).
    if (isUnauthorized(result.error)) {
      if (selectCurrentUser(getState())?._id === held._id) dispatch(signedOut());
      return 'expired';
    }
    // The user may have signed out (or in as someone else) while the request was out.
    const now = selectCurrentUser(getState());
    if (now?._id !== held._id) return 'unknown';
    if (result.data) {
      if (result.data._id !== held._id) {
        // The cookie belongs to another account than the record: trust neither.
        dispatch(signedOut());
        return 'expired';
      }
      return 'confirmed';
    }
    return 'unknown';
  };
}

/** A tab with no record but the `signed-in` hint cookie restores the user from GET /api/auth/me; 401 drops the hint. */
export function restoreSessionFromServer(): SessionThunk {
  return async (dispatch, getState) => {
    try {
      const result = await dispatch(askWhoIsSignedIn());
      // Signed in meanwhile (this tab's sign-in page, or another tab's message): nothing to restore.
      if (selectCurrentUser(getState())) return 'unknown';
      if (result.data) {
        dispatch(signedIn(result.data));
        return 'restored';
      }
      if (isUnauthorized(result.error)) {
        forgetSessionHint();
        return 'no-session';
      }
      return 'unknown';
    } finally {
      dispatch(restoreFinished());
    }
  };
}
