/**
 * A stop signal ends the mailer in bounded time even when its Redis has vanished: BullMQ's worker
 * would wait for Redis forever, Kubernetes would then kill it mid-write; the process exits itself
 * at SHUTDOWN_TIMEOUT_MS, saying why.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, pollUntil, tcpProbe } from '@typing/infra';
import { stackEnv } from '@typing/infra/jest';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SHUTDOWN_TIMEOUT_MS = 3000;

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

let redis: ChildProcess | undefined;
let mailer: ChildProcess | undefined;

afterEach(() => {
  redis?.kill('SIGKILL');
  mailer?.kill('SIGKILL');
});

test('the mailer exits within SHUTDOWN_TIMEOUT_MS of SIGTERM while its Redis is gone', async () => {
  const redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await pollUntil(tcpProbe(redisPort, { send: 'PING\r\n', expect: /PONG/ }), { what: 'redis', timeoutMs: 10_000 });

  let output = '';
  mailer = spawn(process.execPath, ['-r', '@swc-node/register', 'services/mailer/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...stackEnv(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      MONGO_DB_PREFIX: 'it_mailer_stop',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      MAIL_FROM: 'Typing Practice <no-reply@typing.test>',
      CONTACT_TEAM_EMAIL: 'team@typing.test',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
  });
  mailer.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  mailer.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = exited(mailer);
  await pollUntil(
    async () => {
      if (!output.includes('mailer service listening')) throw new Error(`not listening yet:\n${output}`);
    },
    { what: 'the mailer to start', timeoutMs: 60_000 },
  );

  redis.kill('SIGKILL');
  await exited(redis);
  const stoppedAt = Date.now();
  mailer.kill('SIGTERM');
  const code = await exit;
  const tookMs = Date.now() - stoppedAt;

  expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2000);
  // Either it closed cleanly in time, or the deadline ended it and said so; it never hangs.
  if (code !== 0) expect(output).toContain(`shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS} ms`);
});
