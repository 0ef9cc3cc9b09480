import { CONTACT_LIMITS, Messages } from '@typing/contracts/web';

/** Spec §3 "Contact message". */
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What the form hands over: untouched fields are undefined. */
export type ContactInput = Partial<Record<keyof ContactFields, string | null | undefined>>;

export type ContactValidation = { ok: true; value: ContactFields } | { ok: false; message: string };

/** §5: shown when the startup connectivity check failed. */
export const SERVER_OFFLINE_MESSAGE = 'Server is offline. Please try again later.';

// Same shape test the user would expect: one @, no spaces, a dotted domain. The gateway
// re-checks with class-validator's isEmail, so this only has to catch typos early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

// Same bounds and words as the gateway's ContactSubmitDto, so both edges agree.
const TOO_LONG: Record<Exclude<keyof ContactFields, 'email'>, string> = {
  name: `Name must be at most ${CONTACT_LIMITS.name} characters.`,
  subject: `Subject must be at most ${CONTACT_LIMITS.subject} characters.`,
  message: `Message must be at most ${CONTACT_LIMITS.message} characters.`,
};

/**
 * Spec §5 contact rules, in the spec's order: all four fields, then the email shape, then the
 * offline block. Values are trimmed, so whitespace alone counts as empty.
 */
export function validateContact(input: ContactInput, options: { serverOffline: boolean }): ContactValidation {
  const value: ContactFields = {
    name: (input.name ?? '').trim(),
    email: (input.email ?? '').trim(),
    subject: (input.subject ?? '').trim(),
    message: (input.message ?? '').trim(),
  };

  if (!value.name || !value.email || !value.subject || !value.message) {
    return { ok: false, message: Messages.fillAllFields };
  }
  if (value.email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(value.email)) {
    return { ok: false, message: Messages.invalidEmail };
  }
  for (const field of ['name', 'subject', 'message'] as const) {
    if (value[field].length > CONTACT_LIMITS[field]) return { ok: false, message: TOO_LONG[field] };
  }
  if (options.serverOffline) return { ok: false, message: SERVER_OFFLINE_MESSAGE };
  return { ok: true, value };
}
