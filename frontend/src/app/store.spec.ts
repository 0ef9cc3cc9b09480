import { describe, expect, it } from '@jest/globals';
import { selectSessionResults } from '../features/typing/typing-results.slice';
import { setTheme, toggleTheme } from '../shared/theme/theme.slice';
import type { ThemeStorage } from '../shared/theme/theme-storage';
import { createAppStore } from './store';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const writes: [string, string][] = [];
  const storage: ThemeStorage = {
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
    const store = createAppStore({ themeStorage: storage });
    expect(store.getState().theme.mode).toBe('light');
    expect(writes).toEqual([]);
  });

  it('starts from the stored preference', () => {
    const store = createAppStore({ themeStorage: fakeStorage({ theme: 'dark' }).storage });
    expect(store.getState().theme.mode).toBe('dark');
  });

  it('writes the preference back on each change', () => {
    const { storage, items, writes } = fakeStorage();
    const store = createAppStore({ themeStorage: storage });
    store.dispatch(toggleTheme());
    expect(store.getState().theme.mode).toBe('dark');
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
    expect(store.getState().theme.mode).toBe('dark');
  });
});

describe('the store and the typing results (spec §4 "Typing test")', () => {
  it('mounts the session-scoped results, empty at first', () => {
    expect(selectSessionResults(createAppStore().getState())).toEqual([]);
  });
});
