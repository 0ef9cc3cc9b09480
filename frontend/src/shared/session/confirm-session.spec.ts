import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createAppStore } from '../../app/store';
import { api } from '../api';
import { memoryStorage } from '../storage/web-storage';
import { confirmHeldSession, restoreSessionFromServer } from './confirm-session';
import { signedIn } from './session.slice';

/** GET /api/auth/me answered by a stub: the status and body the test gives. */
function stubMe(answer: { status: number; body: unknown } | 'network-down') {
  const calls: string[] = [];
  const realFetch = globalThis.fetch;
  const RealRequest = globalThis.Request;
  // fetchBaseQuery builds `new Request('/api/...')`; Node needs an absolute URL.
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
    }
  } as typeof Request;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? new URL(input.url).pathname : String(input));
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return {
    calls,
    restore() {
      globalThis.fetch = realFetch;
      globalThis.Request = RealRequest;
    },
  };
}

const asha = { _id: 'a'.repeat(24), name: 'Asha Rao', email: 'asha@example.com' };

describe('confirming a held session at start (GET /api/auth/me)', () => {
  let stub: ReturnType<typeof stubMe> | undefined;
  let stores: ReturnType<typeof createAppStore>[] = [];
  const newStore = (...args: Parameters<typeof createAppStore>) => {
    const store = createAppStore(...args);
    stores.push(store);
    return store;
  };
  beforeEach(() => {
    stub = undefined;
    stores = [];
  });
  afterEach(() => {
    stub?.restore();
    // Drops the cache and its 60-second clean-up timers, so Jest can exit.
    for (const store of stores) store.dispatch(api.util.resetApiState());
  });

  it('asks nothing when no user is held', async () => {
    stub = stubMe({ status: 200, body: asha });
    const store = newStore();
    await expect(store.dispatch(confirmHeldSession())).resolves.toBe('no-session');
    expect(stub.calls).toEqual([]);
  });

  it('clears the held user, in state and in auth-storage, when the server answers 401', async () => {
    stub = stubMe({ status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
    const { storage: authStorage, items } = memoryStorage();
    const store = newStore({ authStorage });
    store.dispatch(signedIn(asha));
    expect(JSON.parse(items.get('auth-storage')!).currentUser).toEqual(asha);

    await expect(store.dispatch(confirmHeldSession())).resolves.toBe('expired');
    expect(stub.calls).toEqual(['/api/auth/me']);
    expect(store.getState().session.currentUser).toBeNull();
    expect(JSON.parse(items.get('auth-storage')!).currentUser).toBeNull();
  });

  it('keeps and refreshes the user when the session holds', async () => {
    const renamed = { ...asha, name: 'Asha R.', profileImage: '/api/auth/profile-image/a/1.webp' };
    stub = stubMe({ status: 200, body: renamed });
    const store = newStore();
    store.dispatch(signedIn(asha));
    await expect(store.dispatch(confirmHeldSession())).resolves.toBe('confirmed');
    expect(store.getState().session.currentUser).toEqual(renamed);
  });

  it('signs out when the cookie belongs to another account than the record', async () => {
    stub = stubMe({ status: 200, body: { ...asha, _id: 'b'.repeat(24) } });
    const store = newStore();
    store.dispatch(signedIn(asha));
    await expect(store.dispatch(confirmHeldSession())).resolves.toBe('expired');
    expect(store.getState().session.currentUser).toBeNull();
  });

  it('keeps the user when the server cannot be reached or fails', async () => {
    stub = stubMe('network-down');
    const store = newStore();
    store.dispatch(signedIn(asha));
    await expect(store.dispatch(confirmHeldSession())).resolves.toBe('unknown');
    expect(store.getState().session.currentUser).toEqual(asha);
    stub.restore();

    stub = stubMe({ status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } });
    await expect(store.dispatch(confirmHeldSession())).resolves.toBe('unknown');
    expect(store.getState().session.currentUser).toEqual(asha);
  });
});

describe('restoring the record in a new tab from the server (the signed-in hint, GET /api/auth/me)', () => {
  let stub: ReturnType<typeof stubMe> | undefined;
  let store: ReturnType<typeof createAppStore> | undefined;
  afterEach(() => {
    stub?.restore();
    store?.dispatch(api.util.resetApiState());
  });

  it('waits only when the hint is there and the tab has no record of its own', () => {
    expect(createAppStore({ sessionHint: true }).getState().session.restoring).toBe(true);
    expect(createAppStore({ sessionHint: false }).getState().session.restoring).toBe(false);
    expect(createAppStore().getState().session.restoring).toBe(false);
    const { storage } = memoryStorage({ 'auth-storage': JSON.stringify({ currentUser: asha }) });
    expect(createAppStore({ sessionHint: true, authStorage: storage }).getState().session.restoring).toBe(false);
  });

  it("signs the tab in with the server's user and writes auth-storage", async () => {
    stub = stubMe({ status: 200, body: asha });
    const { storage: authStorage, items } = memoryStorage();
    store = createAppStore({ authStorage, sessionHint: true });
    await expect(store.dispatch(restoreSessionFromServer())).resolves.toBe('restored');
    expect(stub.calls).toEqual(['/api/auth/me']);
    expect(store.getState().session).toMatchObject({ currentUser: asha, restoring: false });
    expect(JSON.parse(items.get('auth-storage')!)).toEqual({
      currentUser: asha,
      isVerifying: false,
      profileImage: null,
    });
  });

  it('stays signed out on 401, and stops waiting', async () => {
    stub = stubMe({ status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
    store = createAppStore({ sessionHint: true });
    await expect(store.dispatch(restoreSessionFromServer())).resolves.toBe('no-session');
    expect(store.getState().session).toMatchObject({ currentUser: null, restoring: false });
  });

  it('stays signed out when the server cannot be reached, and stops waiting', async () => {
    stub = stubMe('network-down');
    store = createAppStore({ sessionHint: true });
    await expect(store.dispatch(restoreSessionFromServer())).resolves.toBe('unknown');
    expect(store.getState().session).toMatchObject({ currentUser: null, restoring: false });
  });
});

describe('a session that ends mid-visit', () => {
  // Any endpoint will do: the listener watches every API answer.
  const someApi = api.injectEndpoints({
    endpoints: (build) => ({ someCall: build.query<unknown, void>({ query: () => '/result/performance' }) }),
  });
  let stub: ReturnType<typeof stubMe> | undefined;
  afterEach(() => stub?.restore());

  it('signs the tab out at the first API call answered 401', async () => {
    stub = stubMe({ status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
    const { storage: authStorage, items } = memoryStorage();
    const store = createAppStore({ authStorage });
    store.dispatch(signedIn(asha));
    await store.dispatch(someApi.endpoints.someCall.initiate(undefined, { subscribe: false }));
    expect(store.getState().session.currentUser).toBeNull();
    expect(JSON.parse(items.get('auth-storage')!).currentUser).toBeNull();
    store.dispatch(api.util.resetApiState());
  });

  it('keeps the user when a call fails for another reason', async () => {
    stub = stubMe({ status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } });
    const store = createAppStore();
    store.dispatch(signedIn(asha));
    await store.dispatch(someApi.endpoints.someCall.initiate(undefined, { subscribe: false }));
    expect(store.getState().session.currentUser).toEqual(asha);
    store.dispatch(api.util.resetApiState());
  });
});
