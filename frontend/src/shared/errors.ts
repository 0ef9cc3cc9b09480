/** Turns an RTK Query error into the words of the spec's error catalogue (§8); pure, so it is unit-tested. */
import { ErrorCode, Messages } from '@typing/contracts/web';

export interface ErrorTexts {
  /** The server answered with an error but gave no usable `message`, or anything else failed. */
  fallback: string;
  /** The request went out and no answer came back (network down, refused, timed out). */
  noResponse: string;
}

/** §8 "Contact, request sent but no response"; ours too for the screens whose row gives no such text. */
export const CONNECTION_LOST = 'Could not connect to the server. Please check your internet connection and try again.';

/** A row of the form "server message, else 'X'": without an answer there is no server message, so X. */
const specFallback = (text: string): ErrorTexts => ({ fallback: text, noResponse: text });
/** A screen the spec gives no "no response" text: ours, in the spec's own contact words. */
const ours = (fallback: string): ErrorTexts => ({ fallback, noResponse: CONNECTION_LOST });

/** The failure texts of every screen that calls the server (`errors.spec.ts` compares them with spec §8). */
export const SCREEN_ERROR_TEXTS = {
  signup: specFallback('An error occurred during registration'),
  // §8 "Login failure: server message" only.
  login: ours('Sign in failed. Please try again.'),
  verify: specFallback('Invalid OTP, please try again'),
  resend: specFallback('Failed to resend OTP'),
  forgot: specFallback('Failed to send reset link'),
  reset: specFallback('Failed to reset password'),
  imageUpload: specFallback('Failed to upload image'),
  aiText: { fallback: 'Something went wrong!', noResponse: 'Failed to generate AI text.' },
  contact: {
    fallback: 'An error occurred while sending your message. Please try again later.',
    noResponse: CONNECTION_LOST,
  },
  orderCreation: specFallback('An error occurred'),
  paymentVerification: specFallback('Payment verification failed'),
  changePassword: ours('Failed to change the password'),
  changeName: ours('Failed to change the name'),
  deleteAccount: ours('Failed to delete the account'),
  publicProfile: ours('Failed to change your public profile'),
} as const satisfies Record<string, ErrorTexts>;

export type ErrorScreen = keyof typeof SCREEN_ERROR_TEXTS;

export const CONTACT_ERROR_TEXTS: ErrorTexts = SCREEN_ERROR_TEXTS.contact;

function tooManyRequestsText(retryAfterSeconds: number | undefined): string {
  return retryAfterSeconds
    ? `Too many requests, try again in ${retryAfterSeconds} s`
    : 'Too many requests, try again later.';
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function bodyMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  return nonEmptyString((data as { message?: unknown }).message);
}

export function apiErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** `Retry-After` seconds, which the API's base query puts on the error. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

export function apiErrorMessage(error: unknown, texts: ErrorTexts): string {
  if (typeof error !== 'object' || error === null) return texts.fallback;
  const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };

  // A 429 reads by its code: the daily AI allowance is not a request-rate limit.
  if (e.status === 429) {
    return apiErrorCode(error) === ErrorCode.DailyLimitReached
      ? Messages.dailyLimitReached
      : tooManyRequestsText(retryAfterSeconds(error));
  }
  // The server answered: an HTTP status, or a body that was not JSON (PARSING_ERROR).
  if (typeof e.status === 'number') return bodyMessage(e.data) ?? texts.fallback;
  if (e.status === 'PARSING_ERROR') return texts.fallback;
  if (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR') return texts.noResponse;
  return nonEmptyString(e.error) ?? nonEmptyString(e.message) ?? texts.fallback;
}

export function screenErrorMessage(screen: ErrorScreen, error: unknown): string {
  return apiErrorMessage(error, SCREEN_ERROR_TEXTS[screen]);
}

export function contactErrorMessage(error: unknown): string {
  return screenErrorMessage('contact', error);
}
