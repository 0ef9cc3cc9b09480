/**
 * Contact field bounds are ours (the spec sets none): they keep one message within a mail and
 * a document, far above anything a person types into the form.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Account rules (spec §9 and the accounts issue). */
export const AUTH_LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
  /** Seconds the OTP screen counts down before it offers 'Resend OTP'. */
  otpCountdownSeconds: 300,
  /** Profile images must be smaller than this many bytes (spec: 5 MB). */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/**
 * Avatars: a generated one is stored as `dicebear:<style>:<seed>` and drawn in the browser;
 * an uploaded one is a path under `/api/auth/profile-image/`.
 */
export const AVATAR_STYLES = ['adventurer', 'avataaars-neutral', 'bottts', 'pixel-art', 'identicon', 'shapes'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export const GENERATED_AVATAR_PATTERN = new RegExp(`^dicebear:(${AVATAR_STYLES.join('|')}):[A-Za-z0-9_-]{1,64}$`);
export const PROFILE_IMAGE_PATH = '/api/auth/profile-image/';
