/**
 * Observability across processes: the gateway, every service and the mailer run as their own
 * processes (as in production), logging JSON at info. One contact request is followed by its id
 * from the gateway, over NATS to the contact service, through the mail queue to the mailer; and
 * every app answers GET /metrics on its own port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  type Apps,
  freePorts,
  NODE_APP_NAMES,
  type NodeAppName,
  pollUntil,
  sampleValue,
  scrapeMetrics,
  startApps,
  waitForHealthy,
} from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';
import { REQUEST_ID_HEADER } from '@typing/service-kit';
import { signedIn } from './auth-helpers';
import { typedSteadily } from '@typing/typing-core/testing';

let apps: Apps;
let logDir: string;
let gatewayUrl: string;
let metricsPorts: Record<NodeAppName, number>;
let appEnv: Record<string, string>;

/** The JSON lines an app logged under request id `id`. */
function linesFor(app: NodeAppName, id: string): Record<string, unknown>[] {
  const file = path.join(logDir, `${app}.log`);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.reqId === id);
}

beforeAll(async () => {
  const base = stackEnv();
  const [gatewayPort, webPort, ...ports] = await freePorts(2 + NODE_APP_NAMES.length);
  metricsPorts = Object.fromEntries(NODE_APP_NAMES.map((name, i) => [name, ports[i]])) as Record<NodeAppName, number>;
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'typing-trace-'));
  appEnv = {
    ...base,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    MONGO_DB_PREFIX: 'it_trace',
    REDIS_URL: `${base.REDIS_URL}/14`,
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_URL: gatewayUrl,
    WEB_PORT: String(webPort),
    APP_ORIGIN: `http://localhost:${webPort}`,
  };
  apps = startApps({
    env: appEnv,
    logDir,
    names: NODE_APP_NAMES,
    metricsPorts,
  });
  await waitForHealthy(`${gatewayUrl}/api/health`, 60_000, { giveUp: apps.crashed, token: appEnv.HEALTH_TOKEN });
});

afterAll(async () => {
  await apps?.stopAll();
  fs.rmSync(logDir, { recursive: true, force: true });
});

test('one request id follows a contact message from the gateway to the contact service to the mailer', async () => {
  const id = `trace-${randomUUID()}`;
  const response = await fetch(`${gatewayUrl}/api/contact/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', [REQUEST_ID_HEADER]: id },
    body: JSON.stringify({ name: 'Ravi Kumar', email: 'ravi@trace.test', subject: 'Trace', message: 'Follow me.' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get(REQUEST_ID_HEADER)).toBe(id);

  // Two mails (team + acknowledgement) go through the queue; the mailer logs each under the id.
  await pollUntil(
    async () => {
      if (linesFor('mailer', id).filter((l) => String(l.msg).startsWith('sent ')).length < 2)
        throw new Error('mailer has not logged both mails yet');
    },
    { what: 'the mailer to send both mails', timeoutMs: 30_000 },
  );
  expect(linesFor('gateway', id).map((l) => l.msg)).toContain('POST /api/contact/submit 200');
  expect(linesFor('contact', id)).toEqual(
    expect.arrayContaining([expect.objectContaining({ rpc: expect.objectContaining({ pattern: 'contact.submit' }) })]),
  );
  // Nothing else was logged under this id: ids do not leak between requests.
  for (const app of ['auth', 'results', 'ai-text', 'billing'] as const) expect(linesFor(app, id)).toEqual([]);
});

test("a saved result's id reaches the ai-text service with the results.saved event", async () => {
  const { client } = await signedIn({ base: gatewayUrl, env: appEnv }, 'trace');
  const result = {
    ...typedSteadily('the quick brown fox jumps over the lazy dog', 'thw quick'),
    clientId: randomUUID(),
  };
  const id = `trace-${randomUUID()}`;
  expect((await client.post('/api/result/saveresult', result, { [REQUEST_ID_HEADER]: id })).status).toBe(200);
  await pollUntil(
    async () => {
      if (linesFor('ai-text', id).length === 0) throw new Error('ai-text has not logged the event yet');
    },
    { what: 'ai-text to log results.saved', timeoutMs: 15_000 },
  );
  expect(linesFor('results', id)).toEqual(
    expect.arrayContaining([expect.objectContaining({ rpc: expect.objectContaining({ pattern: 'results.save' }) })]),
  );
  expect(linesFor('ai-text', id)).toEqual(
    expect.arrayContaining([expect.objectContaining({ rpc: expect.objectContaining({ pattern: 'results.saved' }) })]),
  );
});

test('every app serves Prometheus metrics on its own port', async () => {
  const scrape = (app: NodeAppName) => scrapeMetrics(metricsPorts[app]);
  for (const app of NODE_APP_NAMES) {
    const text = await scrape(app);
    expect(sampleValue(text, 'process_cpu_seconds_total', { app })).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nats_reconnects_total counter');
  }
  const gateway = await scrape('gateway');
  const submit = { route: '/api/contact/submit', method: 'POST', status: '200' };
  expect(sampleValue(gateway, 'http_request_duration_seconds_count', submit)).toBeGreaterThan(0);
  const sent = { subject: 'contact.submit', outcome: 'ok' };
  expect(sampleValue(gateway, 'rpc_client_duration_seconds_count', sent)).toBeGreaterThan(0);
  expect(sampleValue(await scrape('contact'), 'rpc_server_duration_seconds_count', sent)).toBeGreaterThan(0);
  const mailer = await scrape('mailer');
  expect(mailer).toMatch(/^mail_queue_jobs\{.*state="waiting".*\} \d+$/m);
  const mails = { kind: 'contact.ack', outcome: 'sent' };
  expect(sampleValue(mailer, 'mail_job_duration_seconds_count', mails)).toBeGreaterThan(0);
  expect((await fetch(`http://127.0.0.1:${metricsPorts.gateway}/other`)).status).toBe(404);
});
