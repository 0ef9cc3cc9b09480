import { isRejectedWithValue, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { selectCurrentUser, signedOut, type WithSessionState } from './session.slice';

/** An API answer of 401: the server holds no session for this cookie (any more). */
export function isUnauthorized(action: unknown): boolean {
  return isRejectedWithValue(action) && (action.payload as { status?: unknown } | undefined)?.status === 401;
}

/**
 * The start-up check (`confirmHeldSession`) is not the only moment a session can end: a logout in
 * another tab, a password reset or expiry end it mid-visit. The first API call answered 401 while
 * this tab holds a user signs the tab out, so the route guards send the visitor to sign in.
 */
export function signOutWhenSessionEnds(listener: ListenerMiddlewareInstance<WithSessionState>): void {
  listener.startListening({
    predicate: (action, state) => isUnauthorized(action) && selectCurrentUser(state) !== null,
    effect: (_action, api) => {
      api.dispatch(signedOut());
    },
  });
}
