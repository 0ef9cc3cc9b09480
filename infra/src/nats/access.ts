/**
 * Who may do what on NATS: the one permissions table. Every app connects as its own
 * user; the server configs of every stack are generated from this file (server-config.ts), and
 * `make validate-deploy` fails when a committed one differs.
 *
 *   - the gateway sends requests to every service (`<service>.>`) but may not publish an event;
 *   - a service answers its own subjects (`<service>.>`, only in its queue group) and replies to
 *     the requests it receives (allow_responses: a reply subject it was handed, nothing else
 *     under _INBOX); it publishes only the requests it makes and the events it owns;
 *   - every app reads replies only under its own inbox prefix (`_INBOX.<user>.>`).
 */
import { healthSubject, queueGroup, SERVICE_NAMES, Subjects, type ServiceName } from '@typing/contracts';
// The connection module alone: the stack supervisor must not load Nest.
import { inboxPrefix, natsPasswordVar } from '@typing/service-kit/src/nats-connection';

/** Every app that connects to NATS; each is a NATS user of the same name. */
export const NATS_USERS = ['gateway', ...SERVICE_NAMES] as const;
export type NatsUser = (typeof NATS_USERS)[number];

/** What a service does on the bus besides answering its own subjects. */
export interface BusRole {
  /** Requests it sends to other services (subjects of theirs). */
  calls: readonly string[];
  /** Events it publishes: only it may. */
  emits: readonly string[];
  /** Events of others it listens to (in its queue group: one replica handles each). */
  consumes: readonly string[];
}

const role = (parts: Partial<BusRole>): BusRole => ({ calls: [], emits: [], consumes: [], ...parts });

/** Each service's part; a service added to SERVICE_NAMES must be given one here. */
export const SERVICE_ROLES: Record<ServiceName, BusRole> = {
  auth: role({ emits: [Subjects.auth.sessionsChanged] }),
  results: role({ emits: [Subjects.results.saved] }),
  'ai-text': role({
    calls: [
      Subjects.results.weakestKeys,
      Subjects.results.examRecentPassages,
      Subjects.billing.consumeUse,
      Subjects.billing.releaseUse,
    ],
    consumes: [Subjects.results.saved],
  }),
  billing: role({}),
  contact: role({}),
  // Before sending a code or reset link, whether it is still current.
  mailer: role({ calls: [Subjects.auth.mailCurrent] }),
};

/** Events every gateway replica hears (no queue group: each keeps its own session cache). */
export const GATEWAY_CONSUMES: readonly string[] = [Subjects.auth.sessionsChanged];

/** A user's permissions, in the server's terms. */
export interface NatsPermissions {
  publish: { allow: string[]; deny: string[] };
  subscribe: { allow: string[] };
  /** May publish to the reply subject of a request it received (once), and nowhere else under _INBOX. */
  allowResponses: boolean;
}

/** Every event any service owns. */
export function allEvents(): string[] {
  return SERVICE_NAMES.flatMap((name) => SERVICE_ROLES[name].emits);
}

/** In a service's queue group: `<subject> <queue>`, the server's syntax for a queue permission. */
const inQueue = (subject: string, service: ServiceName) => `${subject} ${queueGroup(service)}`;
const replies = (user: NatsUser) => `${inboxPrefix(user)}.>`;

/** The permissions of one app's user, derived from the table above. */
export function natsPermissions(user: NatsUser): NatsPermissions {
  if (user === 'gateway') {
    return {
      publish: { allow: SERVICE_NAMES.map((name) => `${name}.>`), deny: allEvents() },
      subscribe: { allow: [replies(user), ...GATEWAY_CONSUMES] },
      allowResponses: false,
    };
  }
  const { calls, emits, consumes } = SERVICE_ROLES[user];
  return {
    // Its own health subject: the container's probe asks it as the service's user.
    publish: { allow: [...calls, ...emits, healthSubject(user)], deny: [] },
    subscribe: {
      allow: [inQueue(`${user}.>`, user), ...consumes.map((event) => inQueue(event, user)), replies(user)],
    },
    allowResponses: true,
  };
}

/** The variable holding a user's password, for the server and for the app: NATS_PASSWORD_AI_TEXT. */
export const passwordVar = natsPasswordVar;
