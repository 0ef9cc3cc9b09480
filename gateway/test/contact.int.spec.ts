/**
 * Gateway end to end: HTTP → gateway → NATS → contact service → database → mail queue →
 * mailer → SMTP catcher, plus every way a request can go wrong on the way.
 */
import type { INestApplication, INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { contactService } from '@typing/contact-service';
import { aiTextService } from '@typing/ai-text-service';
import { authService } from '@typing/auth-service';
import { billingService } from '@typing/billing-service';
import { CONTACT_LIMITS, ErrorCode, Messages, SERVICE_NAMES, Subjects } from '@typing/contracts';
import { resultsService } from '@typing/results-service';
import { pollUntil } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { mailerService } from '@typing/mailer-service';
import { createService, databaseName, loadConfig, natsConnectOptions } from '@typing/service-kit';
import Redis from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { createGatewayApp, GatewayConfig } from '../src';

const env = {
  ...stackEnv(),
  MONGO_DB_PREFIX: 'it_gateway',
  REDIS_URL: `${stackEnv().REDIS_URL}/5`,
  APP_ORIGIN: 'http://localhost:5173',
  GATEWAY_PORT: '0',
  // Short, so a silent service is a quick 504; billing's provider deadline must nest inside it.
  RPC_TIMEOUT_MS: '1500',
  PAYMENT_PROVIDER_TIMEOUT_MS: '500',
  CONTACT_TEAM_EMAIL: 'team@gateway.test',
  MAIL_FROM: 'Typing Practice <no-reply@typing.test>',
  LOG_LEVEL: 'warn',
};

let gateway: INestApplication;
let contact: INestMicroservice | undefined;
let mailer: INestMicroservice;
let db: Connection;
let base: string;
let redis: Redis;

async function startContact() {
  contact = await createService(contactService, env);
  await contact.listen();
}
async function stopContact() {
  await contact?.close();
  contact = undefined;
}

function post(path: string, body: string, contentType = 'application/json') {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
}
const submit = (payload: unknown) => post('/api/contact/submit', JSON.stringify(payload));
const storedCount = () => db.collection('contact_messages').countDocuments();

async function inboxFor(address: string): Promise<{ subject: string }[]> {
  const all = (await (await fetch(`${env.MAIL_UI_URL}/email`)).json()) as {
    subject: string;
    to: { address: string }[];
  }[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

type HealthReport = { details: Record<string, { status: string } | undefined> };

const valid = { name: 'Meera Iyer', email: 'meera@gateway.test', subject: 'Layouts', message: 'Please add Colemak.' };

beforeAll(async () => {
  await startContact();
  mailer = await createService(mailerService, env);
  await mailer.listen();
  gateway = await createGatewayApp(loadConfig(GatewayConfig, env));
  await gateway.listen(0, '127.0.0.1');
  base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
  db = await mongoose.createConnection(env.MONGO_URL, { dbName: databaseName('it_gateway', 'contact') }).asPromise();
  redis = new Redis(env.REDIS_URL);
});

afterAll(async () => {
  await gateway.close();
  await stopContact();
  await mailer.close();
  await db.dropDatabase();
  await db.close();
  redis.disconnect();
});

beforeEach(async () => {
  await db.collection('contact_messages').deleteMany({});
  // Each test starts with a fresh rate-limit window for this client.
  const keys = await redis.keys('throttle:*');
  if (keys.length) await redis.del(...keys);
});

test('GET /api/test answers the connectivity check', async () => {
  const response = await fetch(`${base}/api/test`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ message: Messages.serverOnline });
});

test('a contact message is stored and both emails reach the inbox', async () => {
  const response = await submit(valid);
  expect(response.status).toBe(200);
  const reply = await response.json();
  expect(reply).toEqual({ success: true, message: Messages.contactSent, id: expect.any(String) });
  expect(await db.collection('contact_messages').findOne({})).toMatchObject(valid);

  await pollUntil(
    async () => {
      const [team, ack] = await Promise.all([inboxFor(env.CONTACT_TEAM_EMAIL), inboxFor(valid.email)]);
      if (team.length < 1 || ack.length < 1) throw new Error(`team ${team.length}, ack ${ack.length}`);
    },
    { what: 'both contact emails', timeoutMs: 15000 },
  );
  expect((await inboxFor(env.CONTACT_TEAM_EMAIL)).map((m) => m.subject)).toContain('[Contact] Layouts');
  expect((await inboxFor(valid.email)).map((m) => m.subject)).toEqual(['We received your message']);
});

describe('bad input gets a clear 4xx and stores nothing', () => {
  const cases: [string, () => Promise<Response>, number, string][] = [
    ['missing fields', () => submit({ name: 'A' }), 400, Messages.fillAllFields],
    ['empty strings', () => submit({ ...valid, subject: '' }), 400, Messages.fillAllFields],
    ['a malformed email', () => submit({ ...valid, email: 'meera-at-example' }), 400, Messages.invalidEmail],
    ['an unknown extra field', () => submit({ ...valid, isAdmin: true }), 400, Messages.unknownField('isAdmin')],
    ['a wrong type', () => submit({ ...valid, message: 42 }), 400, Messages.fillAllFields],
    ['a $-prefixed key', () => submit({ ...valid, $where: 'sleep(1000)' }), 400, Messages.unknownField('$where')],
    ['an operator object as a value', () => submit({ ...valid, email: { $gt: '' } }), 400, Messages.fillAllFields],
    ['an array body', () => post('/api/contact/submit', '[]'), 400, Messages.fillAllFields],
    ['malformed JSON', () => post('/api/contact/submit', '{"name":'), 400, Messages.malformedJson],
    ['a 2 MB body', () => submit({ ...valid, message: 'x'.repeat(2 * 1024 * 1024) }), 413, Messages.bodyTooLarge],
    [
      'a non-JSON content type',
      () => post('/api/contact/submit', 'name=A', 'application/x-www-form-urlencoded'),
      415,
      Messages.jsonOnly,
    ],
    ['text/plain', () => post('/api/contact/submit', JSON.stringify(valid), 'text/plain'), 415, Messages.jsonOnly],
  ];

  test.each(cases)('%s', async (_, request, status, message) => {
    const response = await request();
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body).toEqual({ status, code: expect.any(String), message });
    expect(await storedCount()).toBe(0);
  });
});

test('with the contact service stopped the gateway answers 503 at once, then recovers', async () => {
  await stopContact();
  try {
    const started = Date.now();
    const response = await submit(valid);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 503,
      code: ErrorCode.ServiceUnavailable,
      message: Messages.serviceUnavailable,
    });
    expect(Date.now() - started).toBeLessThan(Number(env.RPC_TIMEOUT_MS));
    expect(await storedCount()).toBe(0);
  } finally {
    await startContact();
  }
  expect((await submit(valid)).status).toBe(200);
});

test('a service that never answers gives 504 after the RPC timeout', async () => {
  await stopContact();
  let nats: NatsConnection | undefined;
  try {
    nats = await connect(natsConnectOptions(env));
    nats.subscribe(Subjects.contact.submit); // listens, never replies
    await nats.flush();
    const response = await submit(valid);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      status: 504,
      code: ErrorCode.ServiceTimeout,
      message: Messages.serviceTimeout,
    });
  } finally {
    await nats?.close();
    await startContact();
  }
});

test('GET /api/health reports every part up, and a stopped service down with 503', async () => {
  const others = await Promise.all(
    [
      createService(authService, env),
      createService(resultsService, env),
      createService(aiTextService, env),
      createService(billingService, env),
    ].map(async (created) => {
      const app = await created;
      await app.listen();
      return app;
    }),
  );
  try {
    // A service that has just started listening may not have its subscription on the server yet.
    let report: HealthReport | undefined;
    await pollUntil(
      async () => {
        const up = await fetch(`${base}/api/health`, {
          headers: { authorization: `Bearer ${stackEnv().HEALTH_TOKEN}` },
        });
        report = (await up.json()) as HealthReport;
        if (up.status !== 200) throw new Error(`health ${up.status}: ${JSON.stringify(report.details)}`);
      },
      { what: 'every part up', timeoutMs: 15_000 },
    );
    for (const part of ['nats', 'redis', 'database', ...SERVICE_NAMES]) {
      expect(report?.details[part]?.status).toBe('up');
    }
    await stopContact();
    const down = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${stackEnv().HEALTH_TOKEN}` } });
    expect(down.status).toBe(503);
    expect(((await down.json()) as HealthReport).details.contact?.status).toBe('down');
  } finally {
    await Promise.all(others.map((app) => app.close()));
    if (!contact) await startContact();
  }
});

test('a state-changing request from another site is refused with 403 and stores nothing', async () => {
  const response = await fetch(`${base}/api/contact/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    body: JSON.stringify(valid),
  });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ status: 403, code: ErrorCode.CrossSiteRequest, message: Messages.crossSite });
  expect(await storedCount()).toBe(0);
});

test('a sixth contact message within a minute is refused with 429 and not stored', async () => {
  for (let i = 0; i < 5; i += 1) expect((await submit({ ...valid, subject: `Burst ${i}` })).status).toBe(200);
  const refused = await submit({ ...valid, subject: 'Burst 6' });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({
    status: 429,
    code: ErrorCode.TooManyRequests,
    message: Messages.tooManyRequests,
  });
  expect(await storedCount()).toBe(5);
});

test('the OpenAPI document describes the contact call from its contract schemas', async () => {
  const doc = (await (await fetch(`${base}/api/docs-json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
  };
  const operation = doc.paths['/api/contact/submit']?.post;
  expect(operation?.requestBody).toMatchObject({
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['name', 'email', 'subject', 'message'],
          additionalProperties: false,
          properties: { message: { type: 'string', maxLength: CONTACT_LIMITS.message } },
        },
      },
    },
  });
  expect(operation?.responses['200']).toMatchObject({
    content: { 'application/json': { schema: { properties: { success: {}, message: {}, id: {} } } } },
  });
});
