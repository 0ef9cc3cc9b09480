/**
 * NATS users and their permissions, against the real nats-server of the test stack,
 * configured from the permissions table (infra/src/nats/access.ts) as every stack is: only a
 * known user connects, and each app may use only the subjects it needs. The operator user (local
 * stacks only) watches what gets through.
 */
import { execFile } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { contactService } from '@typing/contact-service';
import { queueGroup, Subjects } from '@typing/contracts';
import { createService, inboxPrefix, natsConnectOptions } from '@typing/service-kit';
import type { StackEnv } from '../src/env';
import { stackEnv } from '../src/jest';
import { type NatsUser, passwordVar } from '../src/nats/access';
import { NODE_BIN, REPO_ROOT } from '../src/paths';

let env: StackEnv;
let operator: NatsConnection;
const open: NatsConnection[] = [];

/** Connects as one of the apps' users, with its password from the stack's env. */
async function connectAs(user: NatsUser): Promise<NatsConnection> {
  const connection = await connect(
    natsConnectOptions({ NATS_URL: env.NATS_URL, NATS_USER: user, NATS_PASSWORD: env[passwordVar(user)] }),
  );
  open.push(connection);
  return connection;
}

/** How long the server has to report a refusal (it comes before the flush's PONG; this is a bound). */
const REFUSAL_WAIT_MS = 2000;

/** What `promise` gives within REFUSAL_WAIT_MS, else a sentence saying nothing came. */
function within<T>(promise: Promise<T>): Promise<T | string> {
  return Promise.race([promise, delay(REFUSAL_WAIT_MS).then(() => `nothing within ${REFUSAL_WAIT_MS} ms (allowed?)`)]);
}

/** The next permission error the server reports to `connection`. */
async function nextPermissionError(connection: NatsConnection): Promise<string> {
  for await (const status of connection.status()) {
    if (status.type === 'error' && /Permissions Violation/.test(String(status.error))) return String(status.error);
  }
  return 'connection closed without a permission error';
}

/** How many messages the operator receives on `subject` while `act` runs (after both flush). */
async function delivered(subject: string, act: () => Promise<void>): Promise<number> {
  let count = 0;
  const watch = operator.subscribe(subject, { callback: () => count++ });
  await operator.flush();
  await act();
  await operator.flush();
  watch.unsubscribe();
  return count;
}

/** `user` publishes to `subject`: the server refuses it and nobody receives it. */
async function expectPublishRefused(connection: NatsConnection, subject: string): Promise<void> {
  const refused = within(nextPermissionError(connection));
  const count = await delivered(subject, async () => {
    connection.publish(subject, 'forged');
    await connection.flush();
    // The refusal is sent before the PONG that ends the flush.
    await expect(refused).resolves.toContain(`Permissions Violation for Publish to "${subject}"`);
  });
  expect(count).toBe(0);
}

async function expectSubscribeRefused(connection: NatsConnection, subject: string, queue?: string): Promise<void> {
  const subscription = connection.subscribe(subject, queue ? { queue } : {});
  await connection.flush();
  const closedWith = await within(subscription.closed);
  expect(String(closedWith)).toContain(`Permissions Violation for Subscription to "${subject}"`);
}

beforeAll(async () => {
  env = stackEnv();
  operator = await connect(natsConnectOptions(env));
});

afterAll(async () => {
  await Promise.all([...open, operator].map((connection) => connection.close()));
});

describe('who may connect', () => {
  it('refuses a connection without credentials', async () => {
    await expect(connect({ servers: env.NATS_URL })).rejects.toThrow(/Authorization Violation/);
  });

  it("refuses an app's user with a wrong password", async () => {
    await expect(connect({ servers: env.NATS_URL, user: 'gateway', pass: 'not-the-password' })).rejects.toThrow(
      /Authorization Violation/,
    );
  });
});

describe('the gateway', () => {
  it('sends a request that the service, in its queue group, answers', async () => {
    const gateway = await connectAs('gateway');
    const results = await connectAs('results');
    results.subscribe(Subjects.results.history, {
      queue: queueGroup('results'),
      callback: (_error, message) => message.respond('page'),
    });
    await results.flush();
    const answer = await gateway.request(Subjects.results.history, '{}', { timeout: 2000 });
    expect(answer.string()).toBe('page');
    expect(answer.subject.startsWith(`${inboxPrefix('gateway')}.`)).toBe(true);
  });

  it("cannot subscribe to a service's subject, in its queue group or not", async () => {
    const gateway = await connectAs('gateway');
    await expectSubscribeRefused(gateway, Subjects.auth.login);
    await expectSubscribeRefused(gateway, Subjects.auth.login, queueGroup('auth'));
  });

  it("cannot read the replies meant for another app's requests", async () => {
    const gateway = await connectAs('gateway');
    await expectSubscribeRefused(gateway, '_INBOX.>');
    await expectSubscribeRefused(gateway, `${inboxPrefix('ai-text')}.>`);
  });

  it('cannot publish an event (only the service that owns it may)', async () => {
    const gateway = await connectAs('gateway');
    await expectPublishRefused(gateway, Subjects.results.saved);
    await expectPublishRefused(gateway, Subjects.auth.sessionsChanged);
  });
});

describe('a service', () => {
  it("cannot publish another service's request subject", async () => {
    const aiText = await connectAs('ai-text');
    await expectPublishRefused(aiText, Subjects.results.save);
    await expectPublishRefused(aiText, Subjects.auth.login);
  });

  it('cannot impersonate an event it does not own', async () => {
    await expectPublishRefused(await connectAs('ai-text'), Subjects.results.saved);
    await expectPublishRefused(await connectAs('results'), Subjects.auth.sessionsChanged);
  });

  it('publishes the requests it makes and the events it owns', async () => {
    const aiText = await connectAs('ai-text');
    const results = await connectAs('results');
    const publish = (connection: NatsConnection, subject: string) => async () => {
      connection.publish(subject);
      await connection.flush();
    };
    expect(await delivered(Subjects.results.weakestKeys, publish(aiText, Subjects.results.weakestKeys))).toBe(1);
    expect(await delivered(Subjects.results.saved, publish(results, Subjects.results.saved))).toBe(1);
  });

  it('answers its subjects only in its queue group, and hears only the events it consumes', async () => {
    const results = await connectAs('results');
    await expectSubscribeRefused(results, Subjects.results.save);
    await expectSubscribeRefused(results, Subjects.auth.sessionsChanged, queueGroup('results'));
    const aiText = await connectAs('ai-text');
    const heard = aiText.subscribe(Subjects.results.saved, { queue: queueGroup('ai-text') });
    await aiText.flush();
    expect(heard.isClosed()).toBe(false);
  });

  it("cannot write into another app's inbox (it replies only to the requests it received)", async () => {
    const billing = await connectAs('billing');
    await expectPublishRefused(billing, `${inboxPrefix('gateway')}.forged`);
  });
});

describe("a service's container probe", () => {
  /** Runs infra/src/deploy/health-probe.ts for `service` as `user` (the container's variables); its exit code. */
  async function probe(service: string, user: NatsUser): Promise<number> {
    const variables = { NATS_URL: env.NATS_URL, NATS_USER: user, NATS_PASSWORD: env[passwordVar(user)] };
    const run = promisify(execFile)(
      NODE_BIN,
      ['-r', '@swc-node/register', 'infra/src/deploy/health-probe.ts', service],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...variables },
      },
    );
    return run.then(
      () => 0,
      (error: { code?: number }) => error.code ?? -1,
    );
  }

  it("asks <service>.health as the service's own user, which the service, running as its user, answers", async () => {
    const contact = await createService(contactService, {
      ...env,
      NATS_USER: 'contact',
      NATS_PASSWORD: env[passwordVar('contact')],
      MONGO_DB_PREFIX: 'it_nats_probe',
      REDIS_URL: `${env.REDIS_URL}/3`,
    });
    await contact.listen();
    try {
      expect(await probe('contact', 'contact')).toBe(0);
      // Another service's user may not ask it (billing may publish only billing.health).
      expect(await probe('contact', 'billing')).toBe(1);
    } finally {
      await contact.close();
    }
  });
});
