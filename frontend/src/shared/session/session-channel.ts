/**
 * Tabs of one browser share the session cookie but each keeps its own `auth-storage` record (session
 * storage is per tab). A BroadcastChannel tells the other tabs when this one signs in or out, so a
 * logout ends the session on every open page at once and a sign-in shows on all of them.
 */
import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@typing/contracts/web';
import { api } from '../api';
import { USER_DATA } from './session.api';
import { parseUser } from './session-storage';
import { otherTabChangedSession, type WithSessionState } from './session.slice';

export const SESSION_CHANNEL_NAME = 'typing-session';

/** The part of BroadcastChannel used here. */
export type SessionChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

/** What crosses the channel: who is signed in now, or null after a sign-out. */
interface SessionMessage {
  user: PublicUser | null;
}

/** The browser's channel, or undefined outside a browser (Node has the API too: tests pass their own). */
export function browserSessionChannel(): BroadcastChannel | undefined {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return undefined;
  return new BroadcastChannel(SESSION_CHANNEL_NAME);
}

/** Posts this tab's change of user (never one that came from another tab: no echo). */
export function announceSessionChanges(
  listener: ListenerMiddlewareInstance<WithSessionState>,
  channel: SessionChannel,
): void {
  listener.startListening({
    predicate: (action, current, previous) =>
      !otherTabChangedSession.match(action) && current.session.currentUser?._id !== previous.session.currentUser?._id,
    effect: (_action, listenerApi) => {
      const message: SessionMessage = { user: listenerApi.getState().session.currentUser };
      channel.postMessage(message);
    },
  });
}

/** Applies the other tabs' changes to this tab; returns the function that stops listening. */
export function followOtherTabs(channel: SessionChannel, dispatch: (action: UnknownAction) => unknown): () => void {
  const onMessage = (event: Event) => {
    const data = (event as MessageEvent<unknown>).data as Partial<SessionMessage> | null;
    if (typeof data !== 'object' || data === null || !('user' in data)) return;
    const user = data.user === null ? null : parseUser(data.user);
    if (data.user !== null && !user) return;
    dispatch(otherTabChangedSession(user));
    // Whatever this tab cached for the previous user is not the new one's.
    dispatch(api.util.invalidateTags([...USER_DATA]));
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
