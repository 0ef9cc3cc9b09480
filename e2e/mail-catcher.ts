import { pollUntil } from '@typing/infra';

export interface CaughtMail {
  subject: string;
  to: { address: string }[];
  text: string;
}

/** The catcher's HTTP API: every mail it received. */
export async function inbox(mailUiUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUiUrl}/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits (bounded) until `address` has received a mail whose subject matches, and returns it. */
export async function waitForMail(
  mailUiUrl: string,
  address: string,
  subject: RegExp,
  timeoutMs = 20000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await pollUntil(
    async () => {
      found = (await inbox(mailUiUrl)).find((m) => m.to.some((t) => t.address === address) && subject.test(m.subject));
      if (!found) throw new Error(`no mail to ${address} matching ${subject}`);
    },
    { what: `mail to ${address}`, timeoutMs, intervalMs: 250 },
  );
  return found!;
}
