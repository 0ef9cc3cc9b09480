/** The one NATS permissions table: every stack's server config is generated from it (server-config.ts). */
import { healthSubject, queueGroup, SERVICE_NAMES, Subjects, type ServiceName } from '@typing/contracts';
// The connection module alone: the stack supervisor must not load Nest.
import { inboxPrefix, natsPasswordVar } from '@typing/service-kit/src/nats-connection';

export const NATS_USERS = ['gateway', ...SERVICE_NAMES] as const;
export type NatsUser = (typeof NATS_USERS)[number];

/** What a service does on the bus besides answering its own subjects. */
export interface BusRole {
  calls: readonly string[];
  emits: readonly string[];
  /** In its queue group: one replica handles each. */
  consumes: readonly string[];
}

const role = (parts: Partial<BusRole>): BusRole => ({ calls: [], emits: [], consumes: [], ...parts });

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

export interface NatsPermissions {
  publish: { allow: string[]; deny: string[] };
  subscribe: { allow: string[] };
  /** May publish to the reply subject of a request it received, and nowhere else under _INBOX. */
  allowResponses: boolean;
}

export function allEvents(): string[] {
  return SERVICE_NAMES.flatMap((name) => SERVICE_ROLES[name].emits);
}

const inQueue = (subject: string, service: ServiceName) => `${subject} ${queueGroup(service)}`;
const replies = (user: NatsUser) => `${inboxPrefix(user)}.>`;

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

export const passwordVar = natsPasswordVar;
