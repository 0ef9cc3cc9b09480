/**
 * Turns an RTK Query error (a `FetchBaseQueryError`, a `SerializedError` or anything thrown by
 * `unwrap()`) into the words the spec's error catalogue (§8) shows the user. Pure, so it is
 * unit-tested without a browser.
 */

/** What a caller shows for each kind of failure. */
export interface ErrorTexts {
  /** The server answered with an error but gave no usable `message`, or anything else failed. */
  fallback: string;
  /** The request went out and no answer came back (network down, refused, timed out). */
  noResponse: string;
}

/** §8 "Contact": the texts the contact form shows. */
export const CONTACT_ERROR_TEXTS: ErrorTexts = {
  fallback: 'An error occurred while sending your message. Please try again later.',
  noResponse: 'Could not connect to the server. Please check your internet connection and try again.',
};

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The `message` field of an API error body (`{ status, code, message }`), if there is one. */
function bodyMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  return nonEmptyString((data as { message?: unknown }).message);
}

export function apiErrorMessage(error: unknown, texts: ErrorTexts): string {
  if (typeof error !== 'object' || error === null) return texts.fallback;
  const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };

  // The server answered: an HTTP status, or a body that was not JSON (PARSING_ERROR).
  if (typeof e.status === 'number') return bodyMessage(e.data) ?? texts.fallback;
  if (e.status === 'PARSING_ERROR') return texts.fallback;
  // Sent, but nothing came back.
  if (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR') return texts.noResponse;
  // Anything else (CUSTOM_ERROR, a SerializedError, an Error): its own message.
  return nonEmptyString(e.error) ?? nonEmptyString(e.message) ?? texts.fallback;
}

export function contactErrorMessage(error: unknown): string {
  return apiErrorMessage(error, CONTACT_ERROR_TEXTS);
}
