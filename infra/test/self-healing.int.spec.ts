/**
 * The local stack heals as compose and Kubernetes do: a server or an app killed from
 * outside with SIGKILL — a crash, not a stop — is started again after the back-off, on the same
 * port and data, and says so in the output.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClientProxyFactory, type ClientProxy, Transport } from '@nestjs/microservices';
import { Redis } from 'ioredis';
import { firstValueFrom, timeout } from 'rxjs';
import { startApps, type Apps } from '../src/apps';
import { defaultEnv } from '../src/env';
import { stackEnv } from '../src/jest';
import { freePorts } from '../src/ports';
import { startServers, type Servers } from '../src/servers';
import { pollUntil } from '../src/wait';
import { natsConnectOptions } from '@typing/service-kit';

const FAST = { initialMs: 200, maxMs: 1000, resetAfterMs: 60_000 };
let dataDir: string;
let said: string[];
let logSpy: jest.SpyInstance;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'self-healing-'));
  said = [];
  // The supervisor's own lines (what a developer reads in make dev's output).
  logSpy = jest.spyOn(console, 'log').mockImplementation((line: unknown) => void said.push(String(line)));
});
afterEach(() => {
  logSpy.mockRestore();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a killed server is started again on its port with its data', async () => {
  const [nats, redis, mongo, s3, s3Console, smtp, mailUi] = await freePorts(7);
  const servers: Servers = await startServers({
    dataDir,
    ports: { nats, redis, mongo, s3, s3Console, smtp, mailUi },
    only: ['redis'],
    quiet: true,
    restartOnCrash: FAST,
  });
  const client = new Redis(servers.env.REDIS_URL, { maxRetriesPerRequest: null });
  try {
    // Every write reaches the append-only file before it is acknowledged.
    await client.config('SET', 'appendfsync', 'always');
    await client.set('queued-mail', 'code for asha');
    const firstPid = servers.pid('redis')!;
    process.kill(-firstPid, 'SIGKILL');
    await pollUntil(
      async () => {
        if (servers.pid('redis') === firstPid) throw new Error('not restarted yet');
        if ((await client.get('queued-mail')) !== 'code for asha') throw new Error('data missing');
        // The line comes once the restarted server passed its probe, which may be after a client got in.
        if (!said.includes('[servers] redis restarted')) throw new Error('restart not reported yet');
      },
      { what: 'redis after SIGKILL', timeoutMs: 15_000 },
    );
    expect(said).toContain('[servers] redis killed by SIGKILL; restarting in 0.2 s');
    expect(said).toContain('[servers] redis restarted');
  } finally {
    client.disconnect();
    await servers.stop();
  }
});

test('a killed app is started again and serves; stopping the stack stops the restarts', async () => {
  const env = {
    ...defaultEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    NATS_DRAIN_MS: '0',
    METRICS_PORT: '0',
    ...stackEnv(),
    MONGO_DB_PREFIX: 'it_self_healing',
    REDIS_URL: `${stackEnv().REDIS_URL}/1`,
  };
  const apps: Apps = startApps({ env, logDir: path.join(dataDir, 'logs'), names: ['contact'], restartOnCrash: FAST });
  const nats: ClientProxy = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectOptions(env),
  });
  const healthy = () =>
    pollUntil(
      async () => {
        const health = await firstValueFrom(nats.send<{ service: string }>('contact.health', {}).pipe(timeout(1000)));
        if (health.service !== 'contact') throw new Error('no contact health');
      },
      { what: 'the contact service', timeoutMs: 60_000, intervalMs: 250 },
    );
  try {
    await healthy();
    const firstPid = apps.pid('contact')!;
    process.kill(-firstPid, 'SIGKILL');
    await pollUntil(
      async () => {
        if (apps.pid('contact') === firstPid) throw new Error('not restarted yet');
      },
      { what: 'a new contact process', timeoutMs: 10_000 },
    );
    await healthy();
    expect(said).toContain('[dev] contact killed by SIGKILL; restarting in 0.2 s');
    expect(said).toContain('[dev] contact restarted');
  } finally {
    await apps.stopAll();
    await nats.close();
  }
  // Stopped on purpose: nothing comes back.
  const stoppedPid = apps.pid('contact');
  await new Promise((resolve) => setTimeout(resolve, FAST.initialMs * 3));
  expect(apps.pid('contact')).toBe(stoppedPid);
  expect(said.filter((line) => line.includes('restarting'))).toHaveLength(1);
});
