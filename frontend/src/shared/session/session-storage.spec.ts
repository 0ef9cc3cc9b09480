import { describe, expect, it } from '@jest/globals';
import {
  AUTH_STORAGE_KEY,
  parseAuthRecord,
  parseUser,
  readSession,
  writeSession,
  type SessionStorageLike,
  type StoredSession,
} from './session-storage';
import { memoryStorage } from '../storage/web-storage';

const fakeStorage = memoryStorage;

const asha = { _id: '665f1c2e9b1e8a0012345678', name: 'Asha Rao', email: 'asha@example.com' };
const EMPTY: StoredSession = {
  currentUser: null,
  isVerifying: false,
  profileImage: null,
  held: { email: null, pendingProfileImage: null },
};

describe('the session record in session storage (spec §3, §9: key auth-storage)', () => {
  it('reads as empty when nothing is stored, storage is missing, or reading throws', () => {
    expect(readSession(fakeStorage().storage)).toEqual(EMPTY);
    expect(readSession(undefined)).toEqual(EMPTY);
    const throwing: SessionStorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readSession(throwing)).toEqual(EMPTY);
  });

  it('writes {currentUser, isVerifying, profileImage} under auth-storage and reads it back', () => {
    const { storage, items } = fakeStorage();
    const state: StoredSession = {
      currentUser: { ...asha, profileImage: 'dicebear:bottts:abc' },
      isVerifying: false,
      profileImage: 'dicebear:bottts:abc',
      held: { email: null, pendingProfileImage: null },
    };
    expect(writeSession(storage, state)).toBe(true);
    expect(JSON.parse(items.get(AUTH_STORAGE_KEY)!)).toEqual({
      currentUser: state.currentUser,
      isVerifying: false,
      profileImage: 'dicebear:bottts:abc',
    });
    expect(readSession(storage)).toEqual(state);
  });

  it('keeps the held email and avatar under their own keys and removes them when cleared', () => {
    const { storage, items } = fakeStorage();
    const held: StoredSession = {
      ...EMPTY,
      isVerifying: true,
      held: { email: 'asha@example.com', pendingProfileImage: 'dicebear:shapes:x1' },
    };
    writeSession(storage, held);
    expect(items.get('email')).toBe('asha@example.com');
    expect(items.get('pendingProfileImage')).toBe('dicebear:shapes:x1');
    expect(readSession(storage).held).toEqual(held.held);

    writeSession(storage, EMPTY);
    expect(items.has('email')).toBe(false);
    expect(items.has('pendingProfileImage')).toBe(false);
  });

  it('reports a refusing storage instead of throwing', () => {
    const full: SessionStorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeSession(full, EMPTY)).toBe(false);
    expect(writeSession(undefined, EMPTY)).toBe(false);
  });

  it('treats anything unreadable or malformed as empty, field by field', () => {
    expect(parseAuthRecord('not json')).toEqual({ currentUser: null, isVerifying: false, profileImage: null });
    expect(parseAuthRecord('null')).toEqual({ currentUser: null, isVerifying: false, profileImage: null });
    expect(parseAuthRecord(JSON.stringify({ currentUser: 'asha', isVerifying: 'yes', profileImage: 42 }))).toEqual({
      currentUser: null,
      isVerifying: false,
      profileImage: null,
    });
    expect(parseAuthRecord(JSON.stringify({ currentUser: asha, isVerifying: true }))).toEqual({
      currentUser: asha,
      isVerifying: true,
      profileImage: null,
    });
  });

  it('accepts a user only with an id, a name and an email, keeping nothing else', () => {
    expect(parseUser(asha)).toEqual(asha);
    expect(parseUser({ ...asha, profileImage: '/api/auth/profile-image/a/b.webp', role: 'admin' })).toEqual({
      ...asha,
      profileImage: '/api/auth/profile-image/a/b.webp',
    });
    expect(parseUser({ ...asha, _id: '' })).toBeNull();
    expect(parseUser({ name: 'x', email: 'y' })).toBeNull();
    expect(parseUser(null)).toBeNull();
  });
});
