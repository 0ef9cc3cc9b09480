import { type ContactSubmit, ContactSubmitSchema, type ParseOutcome, parseWith } from '@typing/contracts/forms';

/** What the form hands over: untouched fields are undefined. */
export type ContactInput = Partial<Record<keyof ContactSubmit, string | null | undefined>>;

/** §5: shown when the startup connectivity check failed. */
export const SERVER_OFFLINE_MESSAGE = 'Server is offline. Please try again later.';

/** Spec §5 contact rules with the gateway's own schema (same words at both edges); values come back trimmed. */
export function validateContact(input: ContactInput, options: { serverOffline: boolean }): ParseOutcome<ContactSubmit> {
  const outcome = parseWith(ContactSubmitSchema, input);
  if (outcome.ok && options.serverOffline) return { ok: false, message: SERVER_OFFLINE_MESSAGE };
  return outcome;
}
