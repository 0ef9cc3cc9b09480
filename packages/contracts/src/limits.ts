/**
 * Contact field bounds are ours (the spec sets none): they keep one message within a mail and
 * a document, far above anything a person types into the form.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * Results the history's pages reach, newest first: a page deeper than this would make
 * the database walk that many rows to skip them. Every result is still in the CSV download.
 */
export const HISTORY_DEPTH = 10_000;

/**
 * Results one member may keep: about 100 tests a day for almost three years. A save
 * beyond it is refused (409) and stores nothing; the stored ones stay (CSV download, deletion).
 */
export const MEMBER_RESULTS_CAP = 100_000;

/**
 * Saves one member may make in an India day: a 15-second test every 86 s for 24 hours,
 * which no person types. Past it a save is refused (429) until midnight in India; a retry of a
 * result already counted that day is not counted again.
 */
export const DAILY_SAVES_CAP = 1_000;

/**
 * Exports (the CSV and the data export together) per member: one running at a time,
 * and this many started in an India day. Each reads every result the member has.
 */
export const DAILY_EXPORTS_CAP = 10;

/** Account rules (spec §9 and the accounts issue). */
export const AUTH_LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
  /** Seconds the OTP screen counts down before it offers 'Resend OTP'. */
  otpCountdownSeconds: 300,
  /** A code verifies for this long after it is sent, and for at most `otpMaxTries` tries. */
  otpLifetimeSeconds: 600,
  otpMaxTries: 5,
  /** Codes sent to one address an hour, whatever asked for them (sign-up, resend, sign-in of a pending account). */
  otpPerHour: 5,
  /**
   * Tries of codes for one address in one browser a day, whichever codes: one hour's worth (5 codes ×
   * 5 tries), so new codes in later hours do not buy that browser new guesses. Per browser, so a
   * stranger cannot use up the owner's (docs/decisions/accounts/abuse-and-limits.md).
   */
  otpTriesPerDay: 25,
  /** Profile images must be smaller than this many bytes (spec: 5 MB). */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/**
 * A non-secret, readable (not HttpOnly) cookie the gateway sets and clears together with the
 * session cookie, value `1`: a tab without its own `auth-storage` record asks the server who is
 * signed in only when this hint is present (docs/decisions/accounts/sessions.md).
 */
export const SESSION_HINT_COOKIE = 'signed-in';

/**
 * Avatars: a generated one is stored as `dicebear:<style>:<seed>` and drawn in the browser;
 * an uploaded one is a path under `/api/auth/profile-image/`.
 */
export const AVATAR_STYLES = ['adventurer', 'avataaars-neutral', 'bottts', 'pixel-art', 'identicon', 'shapes'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export const GENERATED_AVATAR_PATTERN = new RegExp(`^dicebear:(${AVATAR_STYLES.join('|')}):[A-Za-z0-9_-]{1,64}$`);
export const PROFILE_IMAGE_PATH = '/api/auth/profile-image/';
/**
 * An uploaded avatar as a public profile shows it: by display name and file, never by
 * the member's id, which the stored key (and PROFILE_IMAGE_PATH's address) begins with.
 */
export const publicAvatarPath = (displayName: string, file: string) =>
  `/api/community/profiles/${encodeURIComponent(displayName)}/avatar/${file}`;
export const PUBLIC_AVATAR_PATTERN =
  /^\/api\/community\/profiles\/[A-Za-z0-9_-]{1,64}\/avatar\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const BILLING_LIMITS = {
  currency: 'INR',
  /** A paid plan lasts this many days from fulfilment. */
  subscriptionDays: 30,
  /** The daily AI allowance resets at midnight in this zone (UTC+05:30, no daylight saving). */
  timeZone: 'Asia/Kolkata',
  /** Longest id a client may send for an order or a payment (Razorpay's are ~20 characters). */
  idMax: 64,
} as const;

/**
 * Payment orders one member may create in an India day: each is a call to the
 * provider's API, whose quota every member shares. Asking again for the same plan and amount
 * while an order is open reuses it and counts nothing; past the cap, 429 until midnight in India.
 */
export const MEMBER_ORDERS_PER_DAY = 10;

/**
 * Orders a member's data export lists: every paid one, then the newest unpaid ones up
 * to this many in all; the export says how many it left out.
 */
export const BILLING_EXPORT_ORDERS = 1_000;

export const AI_TEXT_LIMITS = {
  minWords: 250,
  maxWords: 300,
  /** Most keys one request may name (the spec sends the top 5, or the wrong-key list). */
  misTypesMax: 500,
  /** How long the gateway waits for a text: above the service's model deadline plus the fallback. */
  gatewayWaitMs: 30_000,
} as const;
