/** The account screens' failure texts (shared/errors.ts) and the error codes they act on. */
import { ErrorCode } from '@typing/contracts/web';
import { apiErrorCode, screenErrorMessage } from '../../shared/errors';

export type AuthAction = 'signup' | 'login' | 'verify' | 'resend' | 'forgot' | 'reset';

export function authErrorMessage(action: AuthAction, error: unknown): string {
  return screenErrorMessage(action, error);
}

/** Sign-in of an account whose email is not verified yet: the server has sent a new code. */
export function isEmailNotVerified(error: unknown): boolean {
  return apiErrorCode(error) === ErrorCode.EmailNotVerified;
}

/** The code can no longer verify (five wrong tries, or its time is up): only a new one helps. */
export function isCodeUsedUp(error: unknown): boolean {
  const code = apiErrorCode(error);
  return code === ErrorCode.OtpSpent || code === ErrorCode.OtpExpired;
}
