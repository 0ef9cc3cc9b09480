/** The account screens' form rules (spec §5), pure so they are unit-tested; length rules use the server's messages. */
import { accountEmailProblem } from '@typing/contracts/account-rules';

/** The server's own email rule without zod, kept equal to `AccountEmailSchema` by the contracts' tests. */
export function isEmail(value: string | undefined): boolean {
  return !!value && accountEmailProblem(value) === null;
}

/** Emails are compared lower-cased and trimmed by the server; the client sends them the same way. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
