import { describe, expect, it } from '@jest/globals';
import { selectSessionResults } from '../features/typing/results/typing-results.slice';
import { signedIn, signedOut, verificationFinished, verificationStarted } from '../shared/session/session.slice';
import { memoryStorage } from '../shared/storage/web-storage';
import { selectThemeMode, setTheme, toggleTheme } from '../shared/preferences/preferences.slice';
import type { PreferenceStorage } from '../shared/preferences/preferences-storage';
import { createAppStore } from './store';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const writes: [string, string][] = [];
  const storage: PreferenceStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      writes.push([key, value]);
      items.set(key, value);
    },
  };
  return { storage, items, writes };
}

describe('the store and the theme preference (spec §4 "Session and theme")', () => {
  it('starts light when nothing is stored, and stores nothing until the user changes it', () => {
    const { storage, writes } = fakeStorage();
    const store = createAppStore({ preferenceStorage: storage });
    expect(selectThemeMode(store.getState())).toBe('light');
    expect(writes).toEqual([]);
  });

  it('starts from the stored preference', () => {
    const store = createAppStore({ preferenceStorage: fakeStorage({ theme: 'dark' }).storage });
    expect(selectThemeMode(store.getState())).toBe('dark');
  });

  it('writes the preference back on each change', () => {
    const { storage, items, writes } = fakeStorage();
    const store = createAppStore({ preferenceStorage: storage });
    store.dispatch(toggleTheme());
    expect(selectThemeMode(store.getState())).toBe('dark');
    expect(items.get('theme')).toBe('dark');
    store.dispatch(toggleTheme());
    expect(items.get('theme')).toBe('light');
    store.dispatch(setTheme('dark'));
    expect(writes).toEqual([
      ['theme', 'dark'],
      ['theme', 'light'],
      ['theme', 'dark'],
    ]);
  });

  it('keeps working without storage', () => {
    const store = createAppStore();
    store.dispatch(toggleTheme());
    expect(selectThemeMode(store.getState())).toBe('dark');
  });
});

describe('the store and the typing results (spec §4 "Typing test")', () => {
  it('mounts the session-scoped results, empty at first', () => {
    expect(selectSessionResults(createAppStore().getState())).toEqual([]);
  });
});

const fakeSessionStorage = memoryStorage;

describe('the store and the session record (spec §3 auth-storage)', () => {
  const asha = { _id: 'a'.repeat(24), name: 'Asha Rao', email: 'asha@example.com' };

  it('starts from the stored record and held sign-up', () => {
    const { storage } = fakeSessionStorage({
      'auth-storage': JSON.stringify({ currentUser: asha, isVerifying: false, profileImage: null }),
      email: 'new@example.com',
    });
    const state = createAppStore({ authStorage: storage }).getState().session;
    expect(state.currentUser).toEqual(asha);
    expect(state.held.email).toBe('new@example.com');
  });

  it('writes the record back after each change, and the held keys until verification', () => {
    const { storage, items } = fakeSessionStorage();
    const store = createAppStore({ authStorage: storage });
    expect(items.size).toBe(0);

    store.dispatch(verificationStarted({ email: 'asha@example.com', pendingProfileImage: 'dicebear:bottts:q' }));
    expect(JSON.parse(items.get('auth-storage')!)).toEqual({
      currentUser: null,
      isVerifying: true,
      profileImage: null,
    });
    expect(items.get('email')).toBe('asha@example.com');
    expect(items.get('pendingProfileImage')).toBe('dicebear:bottts:q');

    store.dispatch(verificationFinished());
    expect(items.has('email')).toBe(false);
    expect(items.has('pendingProfileImage')).toBe(false);

    store.dispatch(signedIn(asha));
    expect(JSON.parse(items.get('auth-storage')!).currentUser).toEqual(asha);
    store.dispatch(signedOut());
    expect(JSON.parse(items.get('auth-storage')!).currentUser).toBeNull();
  });

  it('keeps working without session storage', () => {
    const store = createAppStore();
    store.dispatch(signedIn(asha));
    expect(store.getState().session.currentUser).toEqual(asha);
  });
});
