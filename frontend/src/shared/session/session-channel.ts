/** Session storage is per tab: a BroadcastChannel tells the other tabs of a sign-in or out, so all follow at once. */
import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@typing/contracts/web';
import { api } from '../api';
import { USER_DATA } from './session.api';
import { parseUser } from './session-storage';
import { otherTabChangedSession, type WithSessionState } from './session.slice';

export const SESSION_CHANNEL_NAME = 'typing-session';

export type SessionChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

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
