/* Without zod, for the account forms' typing-time checks; `account-rules.spec.ts` keeps them equal to the schemas. */
import { Messages } from './errors';
import { AUTH_LIMITS } from './limits';

/** As zod measures length: in code points, not UTF-16 units. */
export function codePoints(value: string): number {
  return Array.from(value).length;
}

export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern as it is written (the spec compares the sources)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** `AccountEmailSchema`'s first message, or null (trimmed first, as it is). */
export function accountEmailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return Messages.fillAllFields;
  if (!EMAIL_PATTERN.test(email)) return Messages.invalidEmail;
  if (codePoints(email) > AUTH_LIMITS.email) return Messages.invalidEmail;
  return null;
}

export function newPasswordLengthProblem(value: string): string | null {
  const length = codePoints(value);
  if (length < 1) return Messages.fillAllFields;
  if (length < AUTH_LIMITS.passwordMin) return Messages.passwordTooShort;
  if (length > AUTH_LIMITS.passwordMax) return Messages.passwordTooLong;
  return null;
}
