import { afterEach, describe, expect, it } from '@jest/globals';
import type { Preferences } from '@typing/contracts/web';
import { api } from '../shared/api';
import { preferenceChanged } from '../shared/preferences/preference-changes';
import { signedIn, signedOut } from '../shared/session/session.slice';
import { toggleTheme } from '../shared/theme/theme.slice';
import { type PreferenceStore, syncPreferences } from './preferences-sync';
import { createAppStore } from './store';

const asha = { _id: 'a'.repeat(24), name: 'Asha Rao', email: 'asha@example.com' };
const fromServer: Preferences = {
  theme: 'dark',
  keyboardLayout: 'dvorak',
  test: { mode: 'words', durationSeconds: 30, wordCount: 50, punctuation: true, numbers: false },
};
const onDevice: Preferences = {
  theme: 'light',
  keyboardLayout: 'qwerty',
  test: { mode: 'time', durationSeconds: 60, wordCount: 25, punctuation: false, numbers: false },
};

/** The server as a stub of fetch: GET answers `stored`; PUT stores the body. Records every call. */
function stubServer(stored: Preferences | null) {
  const calls: { method: string; body?: unknown }[] = [];
  const realFetch = globalThis.fetch;
  const RealRequest = globalThis.Request;
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
    }
  } as typeof Request;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    expect(new URL(request.url).pathname).toBe('/api/account/preferences');
    const body = request.method === 'PUT' ? ((await request.json()) as Preferences) : undefined;
    calls.push({ method: request.method, ...(body ? { body } : {}) });
    if (body) stored = body;
    return new Response(JSON.stringify({ preferences: stored }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    calls,
    restore() {
      globalThis.fetch = realFetch;
      globalThis.Request = RealRequest;
    },
  };
}

/** This device's settings, in memory. */
function fakeDevice(initial: Preferences) {
  let current = initial;
  const applied: Preferences[] = [];
  const device: PreferenceStore = {
    read: () => current,
    apply: (preferences) => {
      applied.push(preferences);
      current = preferences;
      preferenceChanged(); // as the real writers do: the sync must not echo it back
    },
  };
  return { device, applied, set: (next: Preferences) => (current = next) };
}

/** The window, as the sync sees it: only its `pagehide` matters. */
const page = new EventTarget();

const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a member's settings follow them (GET/PUT /api/account/preferences)", () => {
  let server: ReturnType<typeof stubServer> | undefined;
  let stop: (() => void) | undefined;
  let store: ReturnType<typeof createAppStore> | undefined;
  afterEach(() => {
    stop?.();
    server?.restore();
    store?.dispatch(api.util.resetApiState());
  });

  it('on sign-in the server copy wins and is applied, with no save sent back', async () => {
    server = stubServer(fromServer);
    store = createAppStore();
    const { device, applied } = fakeDevice(onDevice);
    stop = syncPreferences(store, device, 10, page);
    store.dispatch(signedIn(asha));
    await settle();
    expect(applied).toEqual([fromServer]);
    expect(server.calls).toEqual([{ method: 'GET' }]);
  });

  it("a server copy equal to this device's settings (keys in another order) is not applied again", async () => {
    const { test, keyboardLayout, theme } = onDevice;
    server = stubServer({ test: { ...test }, keyboardLayout, theme });
    store = createAppStore();
    const { device, applied } = fakeDevice(onDevice);
    stop = syncPreferences(store, device, 10, page);
    store.dispatch(signedIn(asha));
    await settle();
    expect(applied).toEqual([]);
    expect(server.calls).toEqual([{ method: 'GET' }]);
  });

  it("with nothing on the server yet, this device's settings are saved there", async () => {
    server = stubServer(null);
    store = createAppStore();
    const { device, applied } = fakeDevice(onDevice);
    stop = syncPreferences(store, device, 10, page);
    store.dispatch(signedIn(asha));
    await settle();
    expect(applied).toEqual([]);
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: onDevice }]);
  });

  it('a tab that starts signed in asks at once; later changes are saved once per burst', async () => {
    server = stubServer(fromServer);
    store = createAppStore();
    store.dispatch(signedIn(asha));
    const { device, set } = fakeDevice(fromServer);
    stop = syncPreferences(store, device, 10, page);
    await settle();
    const lighter = { ...fromServer, theme: 'light' as const, keyboardLayout: 'azerty' as const };
    set(lighter);
    store.dispatch(toggleTheme());
    preferenceChanged();
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: lighter }]);
  });

  it('a change still waiting for its save is sent when the page goes (a reload, a closed tab)', async () => {
    server = stubServer(fromServer);
    store = createAppStore();
    store.dispatch(signedIn(asha));
    const { device, set } = fakeDevice(fromServer);
    stop = syncPreferences(store, device, 60_000, page);
    await settle();
    const lighter = { ...fromServer, theme: 'light' as const };
    set(lighter);
    store.dispatch(toggleTheme());
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }]);
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: lighter }]);
  });

  it("a guest's changes stay on the device, also after signing out", async () => {
    server = stubServer(fromServer);
    store = createAppStore();
    const { device } = fakeDevice(onDevice);
    stop = syncPreferences(store, device, 10, page);
    store.dispatch(toggleTheme());
    preferenceChanged();
    await settle();
    expect(server.calls).toEqual([]);

    store.dispatch(signedIn(asha));
    await settle();
    store.dispatch(signedOut());
    store.dispatch(toggleTheme());
    preferenceChanged();
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }]);
  });
});

describe('a change made while the server copy is on its way', () => {
  it('is kept and saved, not overwritten by the older copy', async () => {
    const server = stubServer(fromServer);
    const store = createAppStore();
    const { device, applied, set } = fakeDevice(onDevice);
    const stop = syncPreferences(store, device, 10, page);
    store.dispatch(signedIn(asha));
    // Before the GET is answered (it resolves on a later tick), the person picks another layout.
    const newer = { ...onDevice, keyboardLayout: 'colemak' as const };
    set(newer);
    preferenceChanged();
    await settle();
    expect(applied).toEqual([]);
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: newer }]);
    stop();
    server.restore();
    store.dispatch(api.util.resetApiState());
  });
});
