/**
 * Form rules of the account screens (spec §5), as pure functions the forms' checks call, so the
 * words and the logic are unit-tested. Length rules use the server's own messages (the spec
 * leaves them unshown; saying them before the round trip is kinder).
 */
import { accountEmailProblem } from '@typing/contracts/account-rules';

/**
 * The server's own email rule, so the form refuses exactly what the gateway would (without zod:
 * `AccountEmailSchema`'s verdict, kept equal to it by the contracts' tests).
 */
export function isEmail(value: string | undefined): boolean {
  return !!value && accountEmailProblem(value) === null;
}

/** Emails are compared lower-cased and trimmed by the server; the client sends them the same way. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
