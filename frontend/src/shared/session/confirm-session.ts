import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from './session.api';
import { selectCurrentUser, signedOut, type WithSessionState } from './session.slice';

/** How the start-up check ended (for tests and logs). */
export type SessionCheck = 'no-session' | 'confirmed' | 'expired' | 'unknown';

/**
 * At app start: the tab remembers a signed-in user (`auth-storage`), but the cookie may have
 * expired or been revoked (logout elsewhere, a password reset). Ask GET /api/auth/me: 401 clears
 * the user; an answer for the same user refreshes name and image; anything else (offline, 5xx)
 * keeps the record, and the next call that needs the session will tell.
 */
export function confirmHeldSession(): ThunkAction<Promise<SessionCheck>, WithSessionState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const held = selectCurrentUser(getState());
    if (!held) return 'no-session';
    const result = await dispatch(
      sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    // A 401 ends the held session (the store's 401 listener has usually done it already).
    if ((result.error as { status?: unknown } | undefined)?.status === 401) {
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
      // The session slice has refreshed the user from the answer (me's matchFulfilled).
      return 'confirmed';
    }
    return 'unknown';
  };
}
