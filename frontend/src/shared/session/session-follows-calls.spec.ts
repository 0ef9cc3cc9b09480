/**
 * The session slice follows the calls that change the session (RTK Query `matchFulfilled`), so no
 * page dispatches sign-in or sign-out by hand: through the app's real store, with `fetch` stubbed.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createAppStore } from '../../app/store';
import { memoryStorage } from '../storage/web-storage';
import { sessionApi } from './session.api';
import { selectCurrentUser } from './session.slice';

const asha = { _id: 'a'.repeat(24), name: 'Asha Rao', email: 'asha@example.com', profileImage: 'dicebear:bottts:x' };

const realFetch = globalThis.fetch;
const RealRequest = globalThis.Request;
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Request = RealRequest;
});

/** Answers every call with `status` and `body`. */
function answer(status: number, body: unknown) {
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
    }
  } as typeof Request;
  globalThis.fetch = (async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;
}

const newStore = () =>
  createAppStore({ preferenceStorage: memoryStorage().storage, authStorage: memoryStorage().storage });

describe('the session follows the session calls', () => {
  it('a sign-in is written to the session storage, so a reload keeps it (spec §3 auth-storage)', async () => {
    const auth = memoryStorage();
    const store = createAppStore({ preferenceStorage: memoryStorage().storage, authStorage: auth.storage });
    answer(200, { message: 'Signed in successfully.', existingUser: asha });
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: asha.email, password: 'right pass' }));
    expect(JSON.stringify([...auth.items.values()])).toContain(asha._id);
  });

  it('a successful sign-in stores the user; a refused one changes nothing', async () => {
    const store = newStore();
    answer(401, { status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: asha.email, password: 'wrong pass' }));
    expect(selectCurrentUser(store.getState())).toBeNull();

    answer(200, { message: 'Signed in successfully.', existingUser: asha });
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: asha.email, password: 'right pass' }));
    expect(selectCurrentUser(store.getState())).toEqual(asha);
    expect(store.getState().session.profileImage).toBe(asha.profileImage);
  });

  it('Google sign-in stores the user; logout clears it only when the server agreed', async () => {
    const store = newStore();
    answer(200, { message: 'Signed in successfully.', user: asha });
    await store.dispatch(sessionApi.endpoints.continueWithGoogle.initiate({ credential: 'token' }));
    expect(selectCurrentUser(store.getState())?._id).toBe(asha._id);

    answer(503, { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' });
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(selectCurrentUser(store.getState())?._id).toBe(asha._id);

    answer(200, { message: 'Signed out.' });
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(store.getState().session.profileImage).toBeNull();
  });

  it('deleting the account signs out only once the server has deleted it', async () => {
    const store = newStore();
    answer(200, { message: 'Signed in successfully.', existingUser: asha });
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: asha.email, password: 'right pass' }));

    answer(403, { status: 403, code: 'CONFIRMATION_FAILED', message: 'That does not match.' });
    await store.dispatch(sessionApi.endpoints.deleteAccount.initiate({ password: 'wrong pass' }));
    expect(selectCurrentUser(store.getState())?._id).toBe(asha._id);

    answer(503, { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again to finish.' });
    await store.dispatch(sessionApi.endpoints.deleteAccount.initiate({ password: 'right pass' }));
    expect(selectCurrentUser(store.getState())?._id).toBe(asha._id);

    answer(200, { message: 'Your account and its data were deleted.' });
    await store.dispatch(sessionApi.endpoints.deleteAccount.initiate({ password: 'right pass' }));
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(store.getState().session.profileImage).toBeNull();
  });

  it('GET /me refreshes the signed-in user, never with another account', async () => {
    const store = newStore();
    answer(200, { message: 'ok', existingUser: asha });
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: asha.email, password: 'right pass' }));

    answer(200, { ...asha, name: 'Asha R.' });
    await store.dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    expect(selectCurrentUser(store.getState())?.name).toBe('Asha R.');

    answer(200, { ...asha, _id: 'b'.repeat(24), name: 'Someone else' });
    await store.dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    expect(selectCurrentUser(store.getState())?.name).toBe('Asha R.');
  });
});
