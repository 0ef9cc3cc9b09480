import { afterEach, describe, expect, it } from '@jest/globals';
import { addListener } from '@reduxjs/toolkit';
import type { Preferences } from '@typing/contracts/web';
import { createAppStore } from '../../app/store';
import { api } from '../api';
import { DEFAULT_HINDI_KEYBOARD } from '../hindi/hindi-keyboard';
import { signedIn, signedOut } from '../session/session.slice';
import { chooseKeyboardLayout, preferencesApplied, toggleTheme } from './preferences.slice';
import { syncPreferences } from './preferences-sync';

const asha = { _id: 'a'.repeat(24), name: 'Asha Rao', email: 'asha@example.com' };
const fromServer: Preferences = {
  theme: 'dark',
  keyboardLayout: 'dvorak',
  test: { mode: 'words', durationSeconds: 30, wordCount: 50, punctuation: true, numbers: false },
  language: 'es',
  hindi: { layout: 'krutidev', typingOrder: 'typewriter', keyboardTypesHindi: false },
};
const onDevice: Preferences = {
  theme: 'light',
  keyboardLayout: 'qwerty',
  test: { mode: 'time', durationSeconds: 60, wordCount: 25, punctuation: false, numbers: false },
  language: 'en',
  hindi: DEFAULT_HINDI_KEYBOARD,
};

/** The server as a stub of fetch: GET answers `stored`; PUT stores the body once `putHandled` resolves. Records every call. */
function stubServer(stored: Preferences | null, putHandled: () => Promise<void> = () => Promise.resolve()) {
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
    if (body) await putHandled();
    if (body) stored = body;
    return new Response(JSON.stringify({ preferences: stored }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    calls,
    stored: () => stored,
    restore() {
      globalThis.fetch = realFetch;
      globalThis.Request = RealRequest;
    },
  };
}

/** A store holding this device's settings, and the server copies applied to it once the sync runs. */
function deviceWith(initial: Preferences) {
  const store = createAppStore();
  store.dispatch(preferencesApplied(initial));
  const applied: Preferences[] = [];
  store.dispatch(
    addListener({ actionCreator: preferencesApplied, effect: ({ payload }) => void applied.push(payload) }),
  );
  return { store, applied };
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
    const device = deviceWith(onDevice);
    store = device.store;
    stop = syncPreferences(store, 10, page);
    store.dispatch(signedIn(asha));
    await settle();
    expect(device.applied).toEqual([fromServer]);
    expect(server.calls).toEqual([{ method: 'GET' }]);
  });

  it("a server copy equal to this device's settings (keys in another order) is not applied again", async () => {
    const { test, keyboardLayout, theme, hindi, language } = onDevice;
    server = stubServer({ hindi, test: { ...test }, keyboardLayout, language, theme });
    const device = deviceWith(onDevice);
    store = device.store;
    stop = syncPreferences(store, 10, page);
    store.dispatch(signedIn(asha));
    await settle();
    expect(device.applied).toEqual([]);
    expect(server.calls).toEqual([{ method: 'GET' }]);
  });

  it("with nothing on the server yet, this device's settings are saved there", async () => {
    server = stubServer(null);
    const device = deviceWith(onDevice);
    store = device.store;
    stop = syncPreferences(store, 10, page);
    store.dispatch(signedIn(asha));
    await settle();
    expect(device.applied).toEqual([]);
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: onDevice }]);
  });

  it('a tab that starts signed in asks at once; later changes are saved once per burst', async () => {
    server = stubServer(fromServer);
    store = deviceWith(fromServer).store;
    store.dispatch(signedIn(asha));
    stop = syncPreferences(store, 10, page);
    await settle();
    const lighter = { ...fromServer, theme: 'light' as const, keyboardLayout: 'azerty' as const };
    store.dispatch(toggleTheme());
    store.dispatch(chooseKeyboardLayout('azerty'));
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: lighter }]);
  });

  it('a change still waiting for its save is sent when the page goes (a reload, a closed tab)', async () => {
    server = stubServer(fromServer);
    store = deviceWith(fromServer).store;
    store.dispatch(signedIn(asha));
    stop = syncPreferences(store, 60_000, page);
    await settle();
    const lighter = { ...fromServer, theme: 'light' as const };
    store.dispatch(toggleTheme());
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }]);
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: lighter }]);
  });

  /** Signed in on the server's settings; a theme change is saved and held there, then the layout changes too. */
  async function secondChangeWhileFirstSaveHeld(firstPutHeld: Promise<void>) {
    server = stubServer(fromServer, () => firstPutHeld);
    store = deviceWith(fromServer).store;
    store.dispatch(signedIn(asha));
    stop = syncPreferences(store, 10, page);
    await settle();
    store.dispatch(toggleTheme());
    await settle();
    store.dispatch(chooseKeyboardLayout('azerty'));
    await settle();
    return server;
  }
  const lighter = { ...fromServer, theme: 'light' as const };
  const newest = { ...lighter, keyboardLayout: 'azerty' as const };

  it('a change saved while an older save is on its way is sent after it, so the newest settings are kept', async () => {
    let answerFirstPut = () => {};
    const held = await secondChangeWhileFirstSaveHeld(new Promise<void>((resolve) => (answerFirstPut = resolve)));
    expect(held.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: lighter }]);
    answerFirstPut();
    await settle();
    expect(held.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: lighter }, { method: 'PUT', body: newest }]);
    expect(held.stored()).toEqual(newest);
  });

  it('a save queued behind one on its way goes at once when the page goes', async () => {
    const held = await secondChangeWhileFirstSaveHeld(new Promise(() => {}));
    expect(held.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: lighter }]);
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(held.calls.at(-1)).toEqual({ method: 'PUT', body: newest });
  });

  it("a guest's changes stay on the device, also after signing out", async () => {
    server = stubServer(fromServer);
    store = deviceWith(onDevice).store;
    stop = syncPreferences(store, 10, page);
    store.dispatch(toggleTheme());
    await settle();
    expect(server.calls).toEqual([]);

    store.dispatch(signedIn(asha));
    await settle();
    store.dispatch(signedOut());
    store.dispatch(toggleTheme());
    await settle();
    expect(server.calls).toEqual([{ method: 'GET' }]);
  });
});

describe('a change made while the server copy is on its way', () => {
  it('is kept and saved, not overwritten by the older copy', async () => {
    const server = stubServer(fromServer);
    const { store, applied } = deviceWith(onDevice);
    const stop = syncPreferences(store, 10, page);
    store.dispatch(signedIn(asha));
    // Before the GET is answered (it resolves on a later tick), the person picks another layout.
    const newer = { ...onDevice, keyboardLayout: 'colemak' as const };
    store.dispatch(chooseKeyboardLayout('colemak'));
    await settle();
    expect(applied).toEqual([]);
    expect(server.calls).toEqual([{ method: 'GET' }, { method: 'PUT', body: newer }]);
    stop();
    server.restore();
    store.dispatch(api.util.resetApiState());
  });
});
