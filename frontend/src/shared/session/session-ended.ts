import { isRejectedWithValue, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { selectCurrentUser, signedOut, type WithSessionState } from './session.slice';

/** An API answer of 401: the server holds no session for this cookie (any more). */
function isUnauthorized(action: unknown): boolean {
  return isRejectedWithValue(action) && (action.payload as { status?: unknown } | undefined)?.status === 401;
}

/** A session can end mid-visit (logout elsewhere, reset, expiry): the first 401 while signed in signs the tab out. */
export function signOutWhenSessionEnds(listener: ListenerMiddlewareInstance<WithSessionState>): void {
  listener.startListening({
    predicate: (action, state) => isUnauthorized(action) && selectCurrentUser(state) !== null,
    effect: (_action, api) => {
      api.dispatch(signedOut());
    },
  });
}
