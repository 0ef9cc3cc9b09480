import { pollUntil } from '@typing/infra';

interface MessageSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Mailpit answered ${response.status} for ${url}`);
  return (await response.json()) as T;
}

/** Waits (bounded) for a mail to `address` whose subject matches, and returns its plain text. */
export async function mailText(mailUiUrl: string, address: string, subject: RegExp): Promise<string> {
  let found: MessageSummary | undefined;
  await pollUntil(
    async () => {
      const { messages } = await getJson<{ messages: MessageSummary[] }>(`${mailUiUrl}/api/v1/messages`);
      found = messages.find((m) => m.To.some((to) => to.Address === address) && subject.test(m.Subject));
      if (!found) throw new Error(`no mail to ${address} matching ${subject}`);
    },
    { what: `mail to ${address}`, timeoutMs: 30_000, intervalMs: 250 },
  );
  return (await getJson<{ Text: string }>(`${mailUiUrl}/api/v1/message/${found!.ID}`)).Text;
}
