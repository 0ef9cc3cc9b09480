/**
 * The words each account screen shows when a call fails (spec §8): the server's message, else the
 * screen's default. A request that got no answer at all says so, in the same words on every screen.
 */
import { ErrorCode } from '@typing/contracts/web';
import { apiErrorMessage, type ErrorTexts } from '../../shared/errors';

export const NO_RESPONSE = 'Could not connect to the server. Please check your internet connection and try again.';

const texts = (fallback: string): ErrorTexts => ({ fallback, noResponse: NO_RESPONSE });

/** §8, one entry per account situation. */
export const AUTH_ERROR_TEXTS = {
  signup: texts('An error occurred during registration'),
  // §8 "Login failure: server message"; the fallback is ours, for an answer without one.
  login: texts('Sign in failed. Please try again.'),
  verify: texts('Invalid OTP, please try again'),
  resend: texts('Failed to resend OTP'),
  forgot: texts('Failed to send reset link'),
  reset: texts('Failed to reset password'),
} as const satisfies Record<string, ErrorTexts>;

export type AuthAction = keyof typeof AUTH_ERROR_TEXTS;

export function authErrorMessage(action: AuthAction, error: unknown): string {
  return apiErrorMessage(error, AUTH_ERROR_TEXTS[action]);
}

/** The error code of an API error body (`{ status, code, message }`), if the error has one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Sign-in of an account whose email is not verified yet: the server has sent a new code. */
export function isEmailNotVerified(error: unknown): boolean {
  return apiErrorCode(error) === ErrorCode.EmailNotVerified;
}
