/** The session record in session storage (spec §3, §9); the session itself is an HttpOnly cookie this never sees. */
import type { PublicUser } from '@typing/contracts/web';
import { browserStorage } from '../storage/web-storage';

export const AUTH_STORAGE_KEY = 'auth-storage';
const HELD_EMAIL_KEY = 'email';
const PENDING_PROFILE_IMAGE_KEY = 'pendingProfileImage';

/** The part of the Web Storage API used here (a `Map`-backed fake in tests). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthRecord {
  currentUser: PublicUser | null;
  isVerifying: boolean;
  profileImage: string | null;
}

/** Held between sign-up and verification; both null outside that window. */
export interface HeldSignup {
  email: string | null;
  pendingProfileImage: string | null;
}

export const EMPTY_AUTH_RECORD: AuthRecord = { currentUser: null, isVerifying: false, profileImage: null };
export const EMPTY_HELD_SIGNUP: HeldSignup = { email: null, pendingProfileImage: null };

const isString = (value: unknown): value is string => typeof value === 'string';

/** A user with the fields the client needs, or null for anything else (a stray or tampered value). */
export function parseUser(value: unknown): PublicUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isString(v._id) || !isString(v.name) || !isString(v.email) || v._id === '' || v.email === '') return null;
  const user: PublicUser = { _id: v._id, name: v.name, email: v.email };
  if (isString(v.profileImage) && v.profileImage !== '') user.profileImage = v.profileImage;
  return user;
}

/** The stored record, field by field; anything unreadable counts as empty. */
export function parseAuthRecord(raw: string | null | undefined): AuthRecord {
  if (!raw) return EMPTY_AUTH_RECORD;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_AUTH_RECORD;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_AUTH_RECORD;
  const v = value as Record<string, unknown>;
  return {
    currentUser: parseUser(v.currentUser),
    isVerifying: v.isVerifying === true,
    profileImage: isString(v.profileImage) && v.profileImage !== '' ? v.profileImage : null,
  };
}

function safeGet(storage: SessionStorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export interface StoredSession extends AuthRecord {
  held: HeldSignup;
}

/** Reads the record and the held sign-up; missing or blocked storage reads as empty. */
export function readSession(storage: SessionStorageLike | undefined): StoredSession {
  return {
    ...parseAuthRecord(safeGet(storage, AUTH_STORAGE_KEY)),
    held: {
      email: safeGet(storage, HELD_EMAIL_KEY) || null,
      pendingProfileImage: safeGet(storage, PENDING_PROFILE_IMAGE_KEY) || null,
    },
  };
}

/** Returns false when storage is missing or refuses (full, blocked): the app goes on with its in-memory state. */
export function writeSession(storage: SessionStorageLike | undefined, state: StoredSession): boolean {
  if (!storage) return false;
  try {
    const record: AuthRecord = {
      currentUser: state.currentUser,
      isVerifying: state.isVerifying,
      profileImage: state.profileImage,
    };
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
    for (const [key, value] of [
      [HELD_EMAIL_KEY, state.held.email],
      [PENDING_PROFILE_IMAGE_KEY, state.held.pendingProfileImage],
    ] as const) {
      if (value) storage.setItem(key, value);
      else storage.removeItem(key);
    }
    return true;
  } catch {
    return false;
  }
}

export function browserSessionStorage(): SessionStorageLike | undefined {
  return browserStorage('sessionStorage');
}
