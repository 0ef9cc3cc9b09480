/**
 * Password rules of the account forms (sign-up, reset, the settings page), as pure functions the
 * plain forms' checks (`PlainNewPasswordFields`) call: the words and the logic are unit-tested, the
 * policy is the server's schema.
 */
import { newPasswordLengthProblem } from '@typing/contracts/account-rules';
import { Messages } from '@typing/contracts/web';

/** 'Passwords do not match', or null when the confirmation equals the password. */
export function passwordMismatch(password: string | undefined, confirmation: string | undefined): string | null {
  if (!confirmation) return null; // "required" speaks for an empty confirmation
  return password === confirmation ? null : Messages.passwordsDoNotMatch;
}

/** The password policy's length bounds (the server's schema), or null when the length is fine. */
export function newPasswordProblem(password: string | undefined): string | null {
  if (!password) return null; // "required" speaks for an empty field
  // `NewPasswordSchema`'s verdict without loading zod.
  return newPasswordLengthProblem(password);
}
