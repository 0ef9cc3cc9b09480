/**
 * A lost database is a 503 with Retry-After, never a 500, over the real stack: members
 * save results and read their summary through the gateway while the MongoDB engine (a FerretDB of
 * this test's own) is killed with SIGKILL, then started again on the same data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { freePorts, pollUntil, type Servers, startServers } from '@typing/infra';
import { resultsService } from '@typing/results-service';
import { createService } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core/testing';
import { type AuthStack, bootAuthStack, type Client, resetLimits, signedIn } from './auth-helpers';

const healthToken = () => ({ authorization: `Bearer ${stack.env.HEALTH_TOKEN}` });
let dataDir: string;
let servers: Servers;
let stack: AuthStack;
let results: INestMicroservice;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-outage-'));
  const [nats, redis, mongo, s3, s3Console, smtp, mailUi] = await freePorts(7);
  servers = await startServers({
    dataDir,
    ports: { nats, redis, mongo, s3, s3Console, smtp, mailUi },
    only: ['ferretdb'],
    quiet: true,
  });
  stack = await bootAuthStack('it_db_outage', 2, { MONGO_URL: servers.env.MONGO_URL });
  results = await createService(resultsService, stack.env);
  await results.listen();
});

afterAll(async () => {
  await results?.close();
  await stack?.close();
  await servers?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => resetLimits(stack.redis));

const save = (client: Client) =>
  client.post('/api/result/saveresult', {
    ...typedSteadily('the quick brown fox jumps over the lazy dog', 'the quick brown'),
    clientId: randomUUID(),
  });
const totalTests = async (client: Client) =>
  ((await client.get('/api/result/performance')).body as { totalTests: number }).totalTests;

test('while the database is away members get 503 with Retry-After (or 504), never 500; saves work again once it is back', async () => {
  const { client } = await signedIn(stack, 'outage');
  let acknowledged = 0;
  expect((await save(client)).status).toBe(200);
  acknowledged += 1;

  await servers.killServer('ferretdb');
  const seen = new Map<number, number>();
  const outageEnds = Date.now() + 4000;
  while (Date.now() < outageEnds) {
    const [saved, summary] = await Promise.all([save(client), client.get('/api/result/performance')]);
    if (saved.status === 200) acknowledged += 1;
    for (const answer of [saved, summary]) {
      seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
      if (answer.status === 503) {
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
      }
      expect(JSON.stringify(answer.body)).not.toMatch(/Mongo|stack|at .*\.ts/);
    }
  }
  // The health report (the monitoring token's) names what is missing while it is away…
  const healthDuring = await client.get('/api/health', healthToken());
  expect(healthDuring.status).toBe(503);
  expect(healthDuring.body).toMatchObject({
    details: { database: { status: 'down', reportedDownBy: expect.arrayContaining(['auth', 'results']) } },
  });
  const backAt = Date.now();
  await servers.startServer('ferretdb');
  await pollUntil(
    async () => {
      const answer = await save(client);
      if (answer.status !== 200) throw new Error(`save answered ${answer.status}`);
    },
    { what: 'a save after the restart', timeoutMs: 15_000, intervalMs: 200 },
  );
  acknowledged += 1;
  const recoveryMs = Date.now() - backAt;
  // …and reports it ready again once it is back.
  expect((await client.get('/api/health', healthToken())).body).toMatchObject({
    details: { database: { status: 'up' } },
  });
  const total = await totalTests(client);
  console.log(
    `database outage: statuses ${JSON.stringify(Object.fromEntries(seen))}, ` +
      `saves work again ${recoveryMs} ms after the restart began, acknowledged ${acknowledged}, counted ${total}`,
  );
  expect(seen.get(500)).toBeUndefined();
  expect([...seen.keys()].every((status) => [200, 503, 504].includes(status))).toBe(true);
  expect(seen.get(503) ?? 0).toBeGreaterThan(0);
  expect(recoveryMs).toBeLessThan(15_000);
  expect(total).toBe(acknowledged);
});
