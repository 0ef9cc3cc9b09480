/**
 * The gateway's probe routes over the real stack, with no service running: GET /api/health/live
 * and /ready answer from the gateway alone (what Kubernetes and compose probe), public and never
 * rate limited; GET /api/health asks every service, so it takes the HEALTH_TOKEN bearer token and
 * counts toward the rate limit like any other route.
 */
import type { INestApplication } from '@nestjs/common';
import { stackEnv } from '@typing/infra/jest';
import { loadConfig } from '@typing/service-kit';
import Redis from 'ioredis';
import { createGatewayApp, GatewayConfig } from '../src';

const RATE_LIMIT = 3;
const env = {
  ...stackEnv(),
  REDIS_URL: `${stackEnv().REDIS_URL}/10`,
  APP_ORIGIN: 'http://localhost:5173',
  GATEWAY_PORT: '0',
  RPC_TIMEOUT_MS: '1000',
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  LOG_LEVEL: 'warn',
};

let gateway: INestApplication;
let base: string;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(env.REDIS_URL);
  await redis.flushdb();
  gateway = await createGatewayApp(loadConfig(GatewayConfig, env));
  await gateway.listen(0, '127.0.0.1');
  base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
});

afterAll(async () => {
  await gateway.close();
  await redis.flushdb();
  redis.disconnect();
});

const withToken = (token = stackEnv().HEALTH_TOKEN) => ({ headers: { authorization: `Bearer ${token}` } });

beforeEach(() => redis.flushdb());

test('GET /api/health/live answers 200 {status: "ok"} while no service runs (it asks none)', async () => {
  const live = await fetch(`${base}/api/health/live`);
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  // The full report asks every service: none answers here.
  expect((await fetch(`${base}/api/health`, withToken())).status).toBe(503);
});

test('the full report needs the HEALTH_TOKEN bearer token: without it a 401 that asks no service', async () => {
  for (const init of [{}, withToken('wrong-token'), { headers: { authorization: stackEnv().HEALTH_TOKEN! } }]) {
    const answer = await fetch(`${base}/api/health`, init);
    expect(answer.status).toBe(401);
    const body = (await answer.json()) as { code: string; message: string; details?: unknown };
    expect(body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('HEALTH_TOKEN') });
    expect(body).not.toHaveProperty('details');
  }
  await redis.flushdb(); // the three refusals spent this client's rate limit
  const report = await fetch(`${base}/api/health`, withToken());
  expect(report.status).toBe(503);
  expect(await report.json()).toMatchObject({ details: { auth: { status: 'down' }, redis: { status: 'up' } } });
  // The public readiness answer stays open.
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
});

test('the full report is rate limited like any other route; the probes are not', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMIT; i += 1) statuses.push((await fetch(`${base}/api/health`)).status);
  expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(401), 429]);
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
});

test('probes are never rate limited, though every other route is', async () => {
  for (let i = 0; i < RATE_LIMIT * 2; i += 1) {
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
  }
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMIT; i += 1) statuses.push((await fetch(`${base}/api/test`)).status);
  expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
});
