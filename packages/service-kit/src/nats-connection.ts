/**
 * How every app connects to NATS: as its own user (NATS_USER, NATS_PASSWORD), with its own reply
 * inboxes. The server's permissions (infra/src/nats/access.ts) let a user subscribe only to
 * replies under its own prefix, so no app can read the answers meant for another.
 */

/** The connection settings an app's config holds (BaseConfig). */
export interface NatsSettings {
  NATS_URL: string;
  NATS_USER: string;
  NATS_PASSWORD: string;
}

/**
 * The variable holding a NATS user's password, the same for the server and for the app:
 * `ai-text` → NATS_PASSWORD_AI_TEXT. An app without NATS_PASSWORD reads this one for its NATS_USER.
 */
export function natsPasswordVar(user: string): string {
  return `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;
}

/** Where `user`'s request replies arrive: `_INBOX.<user>.<unique id>`. */
export function inboxPrefix(user: string): string {
  return `_INBOX.${user}`;
}

/** nats.js connection options for an app's config, or a test stack's env (servers, credentials, inbox prefix). */
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
