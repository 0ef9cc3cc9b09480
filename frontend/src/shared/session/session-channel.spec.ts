/**
 * Two tabs of one browser, as two stores joined by real BroadcastChannels (Node's implementation of
 * the same Web API): signing in or out in one shows in the other, with no echo back.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createAppStore } from '../../app/store';
import { api } from '../api';
import { SESSION_CHANNEL_NAME } from './session-channel';
import { signedIn, signedOut } from './session.slice';

const asha = { _id: 'a'.repeat(24), name: 'Asha Rao', email: 'asha@example.com' };
const ravi = { _id: 'b'.repeat(24), name: 'Ravi Iyer', email: 'ravi@example.com' };

/** Resolves once the store's state satisfies `done` (messages arrive asynchronously). */
function until<T>(store: ReturnType<typeof createAppStore>, done: (state: ReturnType<typeof store.getState>) => T) {
  return new Promise<void>((resolve) => {
    if (done(store.getState())) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!done(store.getState())) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('tabs follow each other (BroadcastChannel)', () => {
  const channels: BroadcastChannel[] = [];
  const tab = () => {
    const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
    channels.push(channel);
    const posted: unknown[] = [];
    const post = channel.postMessage.bind(channel);
    channel.postMessage = (message: unknown) => (posted.push(message), post(message));
    return { store: createAppStore({ sessionChannel: channel }), posted };
  };
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
  });

  it('a sign-in shows in the other tab, and a sign-out there signs this one out', async () => {
    const first = tab();
    const second = tab();
    first.store.dispatch(signedIn(asha));
    await until(second.store, (state) => state.session.currentUser?._id === asha._id);

    second.store.dispatch(signedOut());
    await until(first.store, (state) => state.session.currentUser === null);
    // Each tab announced only its own change: the one it received was not sent back.
    expect(first.posted).toEqual([{ user: asha }]);
    expect(second.posted).toEqual([{ user: null }]);
    for (const { store } of [first, second]) store.dispatch(api.util.resetApiState());
  });

  it("a sign-in as someone else replaces the other tab's user; a repeated action posts nothing", async () => {
    const first = tab();
    const second = tab();
    first.store.dispatch(signedIn(asha));
    await until(second.store, (state) => state.session.currentUser?._id === asha._id);
    first.store.dispatch(signedIn(ravi));
    await until(second.store, (state) => state.session.currentUser?._id === ravi._id);
    first.store.dispatch(signedIn(ravi));
    expect(first.posted).toEqual([{ user: asha }, { user: ravi }]);
  });

  it('ignores messages that are not a user or null', async () => {
    const listener = tab();
    const seen: (string | null)[] = [null];
    listener.store.subscribe(() => seen.push(listener.store.getState().session.currentUser?._id ?? null));
    const stranger = new BroadcastChannel(SESSION_CHANNEL_NAME);
    channels.push(stranger);
    stranger.postMessage({ user: { _id: '', email: 'x' } });
    stranger.postMessage('signed-out');
    stranger.postMessage({ name: 'no user field' });
    stranger.postMessage({ user: ravi });
    await until(listener.store, (state) => state.session.currentUser?._id === ravi._id);
    // Only the well-formed last message changed the session; the others were skipped.
    expect(seen.filter((id, index) => index === 0 || id !== seen[index - 1])).toEqual([null, ravi._id]);
    listener.store.dispatch(api.util.resetApiState());
  });
});
