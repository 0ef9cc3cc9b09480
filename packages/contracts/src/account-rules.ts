/*
 * The account forms' rules without zod: the sign-in, sign-up, forgot- and reset-password
 * screens check an email and a new password as they are typed, and loading zod with the contracts'
 * schemas only for that cost them ≈ 30 kB gzip and ≈ 200 ms of script at 4× CPU. The schemas stay the
 * one source: `AccountEmailSchema` and `NewPasswordSchema` (account.ts) give the same verdicts, which
 * `account-rules.spec.ts` checks against them.
 */
import { Messages } from './errors';
import { AUTH_LIMITS } from './limits';

/** A string's length as zod measures it: in Unicode code points, not UTF-16 units. */
export function codePoints(value: string): number {
  return Array.from(value).length;
}

/** zod's email pattern (`z.regexes.email`), the one `AccountEmailSchema` checks with. */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern as it is written (the spec compares the sources)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** `AccountEmailSchema`'s first message for `value`, or null when it accepts it (trimmed first, as it is). */
export function accountEmailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return Messages.fillAllFields;
  if (!EMAIL_PATTERN.test(email)) return Messages.invalidEmail;
  if (codePoints(email) > AUTH_LIMITS.email) return Messages.invalidEmail;
  return null;
}

/** `NewPasswordSchema`'s first message for `value` (the length policy), or null when it accepts it. */
export function newPasswordLengthProblem(value: string): string | null {
  const length = codePoints(value);
  if (length < 1) return Messages.fillAllFields;
  if (length < AUTH_LIMITS.passwordMin) return Messages.passwordTooShort;
  if (length > AUTH_LIMITS.passwordMax) return Messages.passwordTooLong;
  return null;
}
