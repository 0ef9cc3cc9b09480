/** Each app connects as its own user with its own reply inboxes: the server lets a user read only its own replies. */
export interface NatsSettings {
  NATS_URL: string;
  NATS_USER: string;
  NATS_PASSWORD: string;
}

/** The same name for the server and the app: `ai-text` → NATS_PASSWORD_AI_TEXT. */
export function natsPasswordVar(user: string): string {
  return `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;
}

export function inboxPrefix(user: string): string {
  return `_INBOX.${user}`;
}

export function natsConnectOptions(settings: NatsSettings | Readonly<Record<string, string>>): {
  servers: string[];
  user: string;
  pass: string;
  inboxPrefix: string;
} {
  return {
    servers: settings.NATS_URL.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    user: settings.NATS_USER,
    pass: settings.NATS_PASSWORD,
    inboxPrefix: inboxPrefix(settings.NATS_USER),
  };
}
