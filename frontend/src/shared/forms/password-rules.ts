/** The account forms' password rules as pure functions; the policy is the server's schema. */
import { newPasswordLengthProblem } from '@typing/contracts/account-rules';
import { Messages } from '@typing/contracts/web';

export function passwordMismatch(password: string | undefined, confirmation: string | undefined): string | null {
  if (!confirmation) return null; // "required" speaks for an empty confirmation
  return password === confirmation ? null : Messages.passwordsDoNotMatch;
}

export function newPasswordProblem(password: string | undefined): string | null {
  if (!password) return null; // "required" speaks for an empty field
  // `NewPasswordSchema`'s verdict without loading zod.
  return newPasswordLengthProblem(password);
}
