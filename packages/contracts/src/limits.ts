/** Ours (the spec sets none): one message fits a mail and a document, far above what a person types. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** History pages reach this deep: a deeper page makes the database skip that many rows (the CSV has all). */
export const HISTORY_DEPTH = 10_000;

/** About 100 tests a day for three years; a save beyond it is refused (409). */
export const MEMBER_RESULTS_CAP = 100_000;

/** A 15-second test every 86 s for 24 hours, which no person types; then 429 until midnight in India. */
export const DAILY_SAVES_CAP = 1_000;

/** Each export reads every result the member has: one at a time, this many an India day. */
export const DAILY_EXPORTS_CAP = 10;

export const AUTH_LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
  otpCountdownSeconds: 300,
  otpLifetimeSeconds: 600,
  otpMaxTries: 5,
  otpPerHour: 5,
  /** An hour's worth per address and browser: later codes buy no new guesses; a stranger cannot use up the owner's. */
  otpTriesPerDay: 25,
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** A readable hint set with the session cookie: a tab without `auth-storage` asks who is signed in only if present. */
export const SESSION_HINT_COOKIE = 'signed-in';

export const AVATAR_STYLES = ['adventurer', 'avataaars-neutral', 'bottts', 'pixel-art', 'identicon', 'shapes'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export const GENERATED_AVATAR_PATTERN = new RegExp(`^dicebear:(${AVATAR_STYLES.join('|')}):[A-Za-z0-9_-]{1,64}$`);
export const PROFILE_IMAGE_PATH = '/api/auth/profile-image/';
/** By display name, never by the member's id, which the stored key begins with. */
export const publicAvatarPath = (displayName: string, file: string) =>
  `/api/community/profiles/${encodeURIComponent(displayName)}/avatar/${file}`;
export const PUBLIC_AVATAR_PATTERN =
  /^\/api\/community\/profiles\/[A-Za-z0-9_-]{1,64}\/avatar\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const BILLING_LIMITS = {
  currency: 'INR',
  subscriptionDays: 30,
  /** UTC+05:30, no daylight saving: the daily AI allowance resets at midnight here. */
  timeZone: 'Asia/Kolkata',
  idMax: 64,
} as const;

/** Each order is a call on the provider's quota, which every member shares; a repeated ask reuses the open order. */
export const MEMBER_ORDERS_PER_DAY = 10;

export const BILLING_EXPORT_ORDERS = 1_000;

export const AI_TEXT_LIMITS = {
  minWords: 250,
  maxWords: 300,
  misTypesMax: 500,
  /** Above the service's model deadline plus the fallback. */
  gatewayWaitMs: 30_000,
} as const;
