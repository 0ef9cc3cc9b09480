/**
 * Two replicas of the gateway and two of the results service, in front of one auth service, over
 * the real stack: no state lives in a process that a second replica would miss. The second
 * gateway runs as its own process (in one process two gateways would share passport's strategy
 * and its session cache). Sessions, login limits and retries hold across gateways; NATS' queue
 * group shares the saves between the results replicas (seen in each replica's own /metrics).
 */
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { sampleValue, scrapeMetrics } from '@typing/infra';
import { Messages, type PerformanceSummary, Subjects } from '@typing/contracts';
import { resultsService } from '@typing/results-service';
import { createService, databaseName, MetricsServer, REQUEST_ID_HEADER } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core/testing';
import {
  type AuthStack,
  bootAuthStack,
  type GatewayProcess,
  startGatewayProcess,
  Client,
  PASSWORD,
  signedIn,
  verifiedAccount,
} from './auth-helpers';

const PREFIX = 'it_replicas';
const SAMPLE = 'the quick brown fox jumps over the lazy dog and keeps running far away from the river bank';

let stack: AuthStack;
let secondGateway: GatewayProcess;
let secondBase: string;
const resultsReplicas: INestMicroservice[] = [];

/** A genuine result from the engine for `typed`, one key every 150 ms, then Enter. */
const typedResult = (typed: string) => ({ ...typedSteadily(SAMPLE, typed), clientId: randomUUID() });

async function metricValue(port: number, name: string, labels: Record<string, string>): Promise<number> {
  return sampleValue(await scrapeMetrics(port), name, labels);
}

const metricsPort = (app: INestMicroservice) => app.get(MetricsServer).port!;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 11);
  for (let i = 0; i < 2; i++) {
    const replica = await createService(resultsService, stack.env);
    await replica.listen();
    resultsReplicas.push(replica);
  }
  secondGateway = await startGatewayProcess(stack.env);
  secondBase = secondGateway.base;
}, 90_000);

afterAll(async () => {
  await secondGateway?.stop();
  for (const replica of resultsReplicas) await replica.close();
  await stack?.db.useDb(databaseName(PREFIX, 'results')).dropDatabase();
  await stack?.close();
});

test('a session started on one gateway is honoured, and ended, on the other', async () => {
  const { client } = await signedIn(stack, 'two-gateways');
  const twin = client.at(secondBase);
  expect((await twin.get('/api/auth/me')).status).toBe(200);

  expect((await twin.get('/api/auth/logout')).status).toBe(200);
  expect((await client.get('/api/auth/me')).status).toBe(401);
});

test('failed sign-ins count against one limit, whichever gateway they reach', async () => {
  const email = await verifiedAccount(stack, 'spread-attempts');
  const first = new Client(stack.base);
  const second = new Client(secondBase, first.ip);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const via = attempt % 2 === 0 ? second : first;
    expect((await via.post('/api/auth/login', { email, password: 'wrong-password-123' })).status).toBe(401);
  }
  const sixth = await second.post('/api/auth/login', { email, password: PASSWORD });
  expect(sixth.status).toBe(429);
  expect(sixth.body).toMatchObject({ message: Messages.tooManyLoginAttempts });
});

test('saves spread over both gateways and both results replicas are each counted once', async () => {
  const { client } = await signedIn(stack, 'spread-saves');
  const twin = client.at(secondBase);
  const savesBefore = await Promise.all(
    resultsReplicas.map((r) =>
      metricValue(metricsPort(r), 'rpc_server_duration_seconds_count', {
        subject: Subjects.results.save,
        outcome: 'ok',
      }),
    ),
  );

  const results = Array.from({ length: 12 }, (_, i) => typedResult('the quick brown fox'.slice(0, 6 + i)));
  const answers = await Promise.all(results.map((r, i) => (i % 2 ? twin : client).post('/api/result/saveresult', r)));
  expect(answers.map((a) => a.status)).toEqual(results.map(() => 200));
  // A retry of the first save through the other gateway: answered, not counted again.
  const retry = await twin.post('/api/result/saveresult', results[0]);
  expect(retry.status).toBe(200);
  expect(retry.body).toMatchObject({ created: false });

  for (const via of [client, twin]) {
    const summary = (await via.get('/api/result/performance')).body as PerformanceSummary;
    expect(summary.totalTests).toBe(12);
  }
  const savesAfter = await Promise.all(
    resultsReplicas.map((r) =>
      metricValue(metricsPort(r), 'rpc_server_duration_seconds_count', {
        subject: Subjects.results.save,
        outcome: 'ok',
      }),
    ),
  );
  const handled = savesAfter.map((after, i) => after - savesBefore[i]);
  // NATS' queue group gave each replica a share of the 13 saves, and no save was handled twice.
  expect(handled.reduce((a, b) => a + b, 0)).toBe(13);
  expect(Math.min(...handled)).toBeGreaterThan(0);
});

test('the gateway counts HTTP requests by route, and echoes the request id it was given', async () => {
  const port = secondGateway.metricsPort;
  const liveCount = () =>
    metricValue(port, 'http_request_duration_seconds_count', { route: '/api/health/live', status: '200' });
  const before = await liveCount();
  const id = `trace-${randomUUID()}`;
  const live = await fetch(`${secondBase}/api/health/live`, { headers: { [REQUEST_ID_HEADER]: id } });
  expect(live.status).toBe(200);
  expect(live.headers.get(REQUEST_ID_HEADER)).toBe(id);
  expect((await liveCount()) - before).toBe(1);
  // An id that does not look like one is replaced, not echoed into logs and headers.
  const odd = await fetch(`${secondBase}/api/health/live`, { headers: { [REQUEST_ID_HEADER]: 'x y' } });
  expect(odd.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
});
