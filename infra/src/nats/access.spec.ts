import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, Subjects, type ServiceName } from '@typing/contracts';
import { REPO_ROOT } from '../paths';
import { allEvents, GATEWAY_CONSUMES, natsPermissions, NATS_USERS, passwordVar, SERVICE_ROLES } from './access';
import { authorizationConfig, authorizationDrift } from './server-config';

const everySubject = new Set<string>(Object.values(Subjects).flatMap((group) => Object.values(group)));
const groupService: Record<keyof typeof Subjects, ServiceName> = {
  auth: 'auth',
  contact: 'contact',
  mailer: 'mailer',
  results: 'results',
  billing: 'billing',
  aiText: 'ai-text',
};

/** The subjects of other services a service's source names (`Subjects.<group>.<name>`, tests excluded). */
function foreignSubjectsInSource(service: ServiceName): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const [, group, name] of fs.readFileSync(file, 'utf8').matchAll(/Subjects\.(\w+)\.(\w+)/g)) {
          const owner = groupService[group as keyof typeof Subjects];
          const subject = (Subjects as Record<string, Record<string, string>>)[group]?.[name];
          if (owner && owner !== service && subject) found.add(subject);
        }
      }
    }
  };
  walk(path.join(REPO_ROOT, 'services', service, 'src'));
  return [...found].sort();
}

describe('the NATS permissions table', () => {
  it("names every other service's subject a service's code uses as a call or a consumed event", () => {
    for (const service of SERVICE_NAMES) {
      const { calls, consumes } = SERVICE_ROLES[service];
      expect({
        service,
        unlisted: foreignSubjectsInSource(service).filter((s) => ![...calls, ...consumes].includes(s)),
      }).toEqual({
        service,
        unlisted: [],
      });
    }
  });

  it('lists only real subjects; each event is owned by the service it is named after, and emitted before it is consumed', () => {
    for (const service of SERVICE_NAMES) {
      const { calls, emits, consumes } = SERVICE_ROLES[service];
      for (const subject of [...calls, ...emits, ...consumes]) expect(everySubject).toContain(subject);
      for (const event of emits) expect(event.startsWith(`${service}.`)).toBe(true);
    }
    for (const event of [...GATEWAY_CONSUMES, ...SERVICE_NAMES.flatMap((name) => SERVICE_ROLES[name].consumes)])
      expect(allEvents()).toContain(event);
  });

  it('lets the gateway request every service but publish no event, and read only its own replies', () => {
    const gateway = natsPermissions('gateway');
    expect(gateway.publish.allow).toEqual(SERVICE_NAMES.map((name) => `${name}.>`));
    expect(gateway.publish.deny).toEqual(
      expect.arrayContaining([Subjects.results.saved, Subjects.auth.sessionsChanged]),
    );
    expect(gateway.subscribe.allow).toEqual(['_INBOX.gateway.>', Subjects.auth.sessionsChanged]);
    expect(gateway.allowResponses).toBe(false);
  });

  it('gives a service no wildcard to publish, its subjects only in its queue group, its own inbox', () => {
    for (const service of SERVICE_NAMES) {
      const { publish, subscribe, allowResponses } = natsPermissions(service);
      for (const subject of publish.allow) expect(subject).not.toMatch(/[*>]/);
      expect(subscribe.allow).toContain(`${service}.> ${service}-service`);
      expect(subscribe.allow).toContain(`_INBOX.${service}.>`);
      expect(subscribe.allow.filter((subject) => subject.startsWith('_INBOX'))).toHaveLength(1);
      expect(allowResponses).toBe(true);
    }
    expect(natsPermissions('ai-text').publish.allow).toEqual([
      Subjects.results.weakestKeys,
      Subjects.results.examRecentPassages,
      Subjects.billing.consumeUse,
      Subjects.billing.releaseUse,
      'ai-text.health',
    ]);
  });
});

describe('the server config', () => {
  it('names each user with its password as a variable of the environment, never a value', () => {
    const text = authorizationConfig();
    for (const user of NATS_USERS) expect(text).toContain(`user: ${user}\n      password: $${passwordVar(user)}\n`);
    expect(text).not.toContain('operator');
    expect(authorizationConfig({ operator: true })).toContain(
      'user: operator\n      password: $NATS_PASSWORD_OPERATOR',
    );
  });

  it('reports a committed copy that differs from the table, or is missing', () => {
    const current = authorizationConfig();
    expect(authorizationDrift(() => current)).toEqual([]);
    expect(
      authorizationDrift((file) => (file.startsWith('k8s/') ? current.replace('ai-text.health', '>') : current)),
    ).toEqual([
      'k8s/base/nats-authorization.conf differs from the permissions table (infra/src/nats/access.ts): run npm run nats-config -w infra',
    ]);
    expect(authorizationDrift(() => undefined)).toHaveLength(2);
  });
});
