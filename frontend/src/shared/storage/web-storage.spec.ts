import { describe, expect, it } from '@jest/globals';
import { browserStorage, memoryStorage } from './web-storage';

describe('browserStorage', () => {
  it('is undefined where the browser storage does not exist (Node)', () => {
    expect(browserStorage('localStorage')).toBeUndefined();
    expect(browserStorage('sessionStorage')).toBeUndefined();
  });

  it('is undefined where reading it throws (blocked storage)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(browserStorage('sessionStorage')).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
      else delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('is the global storage where there is one', () => {
    const { storage } = memoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: storage });
    try {
      expect(browserStorage('localStorage')).toBe(storage);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

describe('memoryStorage', () => {
  it('reads, writes and removes like Web Storage', () => {
    const { storage, items } = memoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBeNull();
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect([...items]).toEqual([['b', '2']]);
  });
});
