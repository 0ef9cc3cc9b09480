/**
 * The fault suite, on a stack of its own with every app as a real process: while
 * members save genuine results and read their summary through the gateway, one part at a time is
 * killed with SIGKILL and started again — the results service, NATS, the MongoDB engine, Redis (with
 * sign-up codes waiting in the mail queue) — and the MongoDB engine is frozen (SIGSTOP) for longer
 * than a batch of saves may wait, then resumed. Printed and asserted per fault: the statuses clients saw
 * (never 500), how long after the part was back saves succeeded again (≤ 5 s), the longest time a
 * member went without an acknowledged save; at the end every
 * acknowledged save is stored once and counted once, and every queued code was mailed once.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseName } from '@typing/service-kit';
import { NODE_APP_NAMES, pollUntil, type ServerName, startTestStack, type TestStack } from '@typing/infra';
import { typedSteadily } from '@typing/typing-core/testing';
import mongoose from 'mongoose';
import { Client, countMails, type GatewayAt, OTP_MAIL, PASSWORD, signedIn, uniqueEmail } from './auth-helpers';

const SAVERS = 4;
const FAULT_MS = 3000;
/** Past the results service's batch deadline (BATCH_DEADLINE_MS, 5 s): a database that stops answering. */
const FREEZE_MS = 12_000;
const RECOVERY_BUDGET_MS = 5000;
/** A request without an answer by then is a fault of its own (the gateway gives up on a service after 5 s). */
const REQUEST_LIMIT_MS = 20_000;
/** What a saver records for a request that got no answer within REQUEST_LIMIT_MS. */
const NO_ANSWER = -1;
/** How long stopping waits for the save in flight to be acknowledged. */
const STOP_LIMIT_MS = 30_000;

let stack: TestStack<true>;
let at: GatewayAt;
/** Where the apps write Node's diagnostic report when sent SIGWINCH (see whatAppsWereDoing). */
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-reports-'));

/** One member saving results in a loop; a save that got no 200 is retried with the same client id. */
class Saver {
  acknowledged = 0;
  readonly statuses = new Map<number, number>();
  lastSuccessAt = 0;
  /** The longest time between two acknowledged saves since the last reset (a member's outage). */
  longestGapMs = 0;
  /** The latest statuses, newest last: what a saver that is not back was seeing. */
  private readonly latest: string[] = [];
  private running = true;
  private abandoned = false;
  private loop?: Promise<void>;

  constructor(
    readonly client: Client,
    readonly email: string,
  ) {
    client.timeoutMs = REQUEST_LIMIT_MS;
  }

  start(): void {
    this.loop = this.run();
  }

  /** Stops after the save in flight is acknowledged (so the count is exact); fails if it never is. */
  async stop(): Promise<void> {
    this.running = false;
    // The timer does not hold the process (Jest would wait for it after a passing run).
    const stopped = await Promise.race([this.loop?.then(() => true), sleep(STOP_LIMIT_MS, false, { ref: false })]);
    if (stopped === false) {
      this.abandoned = true;
      throw new Error(`${this.email}: the save in flight got no 200 within ${STOP_LIMIT_MS} ms; ${this.describe()}`);
    }
  }

  describe(): string {
    return `${this.email} saw lately ${this.latest.join(' ')}`;
  }

  private record(what: string, status: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    this.latest.push(`${what} ${status === NO_ANSWER ? 'no answer' : status}`);
    if (this.latest.length > 8) this.latest.shift();
  }

  private request(send: () => Promise<{ status: number }>): Promise<{ status: number }> {
    return send().catch((error: unknown) => ({
      status: (error as Error).name === 'TimeoutError' ? NO_ANSWER : 0,
    }));
  }

  private async run(): Promise<void> {
    while (this.running) {
      const clientId = randomUUID();
      const result = {
        ...typedSteadily('the quick brown fox jumps over the lazy dog', 'the quick brown fox'),
        clientId,
      };
      while (!this.abandoned) {
        const saved = await this.request(() => this.client.post('/api/result/saveresult', result));
        this.record('save', saved.status);
        if (saved.status === 200) {
          this.acknowledged += 1;
          const now = Date.now();
          if (this.lastSuccessAt > 0) this.longestGapMs = Math.max(this.longestGapMs, now - this.lastSuccessAt);
          this.lastSuccessAt = now;
          break;
        }
        await sleep(100);
      }
      const summary = await this.request(() => this.client.get('/api/result/performance'));
      this.record('summary', summary.status);
      await sleep(50);
    }
  }
}

let savers: Saver[] = [];
const report: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    apps: true,
    appNames: NODE_APP_NAMES,
    // A saver is a load generator from one address: ≈ 10 requests a second, and a retry every
    // 100 ms through a fault, past the 300 a minute one address may send. Once refused it kept
    // retrying inside the limiter's window and never saved again (CI of 78f0b49: the last test
    // waited for ever). The suite is about faults; the limiter has tests of its own.
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      NODE_OPTIONS: `--report-on-signal --report-signal=SIGWINCH --report-directory=${reportDir}`,
    },
  });
  at = { base: stack.gatewayUrl, env: stack.env };
  savers = await Promise.all(
    Array.from({ length: SAVERS }, async (_, i) => {
      const { client, email } = await signedIn(at, `fault-${i}`);
      return new Saver(client, email);
    }),
  );
  for (const saver of savers) saver.start();
  // The first fault's outage is measured from each saver's last save before it: there must be one
  // (without it the results fault printed an outage of 0 ms).
  await pollUntil(
    async () => {
      const waiting = savers.filter((saver) => saver.acknowledged === 0);
      if (waiting.length > 0) throw new Error(waiting.map((saver) => saver.describe()).join('; '));
    },
    { what: 'a first save by every saver', timeoutMs: 30_000, intervalMs: 50 },
  );
}, 240_000);

afterAll(async () => {
  try {
    await Promise.allSettled(savers.map((saver) => saver.stop()));
    console.log(`fault suite\n${report.join('\n')}`);
  } finally {
    await stack?.stop();
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}, 90_000);

const REPORTED_APPS = ['gateway', 'auth', 'results'] as const;

/**
 * For a fault a saver did not come back from: what the apps on the save path were doing — each
 * one's JavaScript stack and open sockets (Node's diagnostic report), and the results service's
 * last log lines. A stall CI met twice and no local run did is told apart by these.
 */
async function whatAppsWereDoing(): Promise<string> {
  const pids = new Map(REPORTED_APPS.map((app) => [stack.apps.pid(app)!, app]));
  for (const pid of pids.keys()) process.kill(pid, 'SIGWINCH');
  await sleep(3000);
  const portNames = new Map(
    (['MONGO_URL', 'NATS_URL', 'REDIS_URL'] as const).map((name) => [
      Number(new URL(stack.env[name]).port),
      name.slice(0, -'_URL'.length).toLowerCase(),
    ]),
  );
  const lines: string[] = [];
  for (const file of fs.readdirSync(reportDir)) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8')) as {
      header: { processId: number };
      javascriptStack: { message: string; stack?: string[] };
      libuv: { type: string; remoteEndpoint?: { port: number } }[];
    };
    fs.rmSync(path.join(reportDir, file));
    const sockets = new Map<string, number>();
    for (const { type, remoteEndpoint } of report.libuv) {
      if (type !== 'tcp' || !remoteEndpoint) continue;
      const to = portNames.get(remoteEndpoint.port) ?? String(remoteEndpoint.port);
      sockets.set(to, (sockets.get(to) ?? 0) + 1);
    }
    lines.push(
      `    ${pids.get(report.header.processId) ?? report.header.processId}: ${report.javascriptStack.message}`,
      ...(report.javascriptStack.stack ?? []).slice(0, 6).map((frame) => `      ${frame}`),
      `      sockets by peer: ${JSON.stringify(Object.fromEntries(sockets))}`,
    );
  }
  const log = fs
    .readFileSync(path.join(stack.dir, 'logs', 'results.log'), 'utf8')
    .trim()
    .split('\n');
  lines.push('    results.log, last lines:', ...log.slice(-15).map((line) => `      ${line.slice(0, 300)}`));
  return lines.join('\n');
}

/** Runs one fault: break it, keep it broken for a while, mend it, and measure what clients saw. */
async function fault(name: string, breakIt: () => Promise<void>, mendIt: () => Promise<void>, heldMs = FAULT_MS) {
  const before = savers.map((saver) => new Map(saver.statuses));
  for (const saver of savers) saver.longestGapMs = 0;
  await breakIt();
  await sleep(heldMs);
  await mendIt();
  const backAt = Date.now();
  while (savers.some((saver) => saver.lastSuccessAt < backAt) && Date.now() - backAt < 30_000) await sleep(50);
  const notBack = savers.filter((saver) => saver.lastSuccessAt < backAt);
  const recoveryMs = notBack.length > 0 ? Infinity : Math.max(...savers.map((saver) => saver.lastSuccessAt - backAt));
  const seen = new Map<number, number>();
  savers.forEach((saver, i) => {
    for (const [status, count] of saver.statuses) {
      const during = count - (before[i]!.get(status) ?? 0);
      if (during > 0) seen.set(status, (seen.get(status) ?? 0) + during);
    }
  });
  const longestOutageMs = Math.max(...savers.map((saver) => saver.longestGapMs));
  report.push(
    `  ${name}: statuses ${JSON.stringify(Object.fromEntries(seen))}; saves succeed again ${recoveryMs} ms after it is back; longest outage a member saw ${longestOutageMs} ms`,
  );
  if (notBack.length > 0) report.push(await whatAppsWereDoing());
  expect(notBack.map((saver) => saver.describe())).toEqual([]);
  expect(seen.get(500)).toBeUndefined();
  expect([...seen.keys()].filter((status) => ![200, 503, 504].includes(status))).toEqual([]);
  expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
}

const killServer = (name: ServerName) => () => stack.servers.killServer(name);
const startServer = (name: ServerName) => () => stack.servers.startServer(name);

test('the results service killed with SIGKILL, then started again', async () => {
  await fault(
    'results SIGKILL',
    async () => {
      process.kill(-stack.apps.pid('results')!, 'SIGKILL');
    },
    async () => {
      // The supervisor saw a crash; start it as compose or Kubernetes would.
      stack.apps.startApp('results');
      await stack.waitForHealthy(30_000);
    },
  );
});

test('NATS killed and started again', async () => {
  await fault('NATS SIGKILL', killServer('nats'), startServer('nats'));
});

test('the MongoDB engine killed and started again', async () => {
  await fault('MongoDB engine SIGKILL', killServer('ferretdb'), startServer('ferretdb'));
});

test('the MongoDB engine frozen (SIGSTOP) past the batch deadline, then resumed', async () => {
  const signal = (name: NodeJS.Signals) => async () => {
    process.kill(stack.servers.pid('ferretdb')!, name);
  };
  // What ends the wait of the saves stuck behind it varies: the batch deadline, or the driver's
  // monitor, whose heartbeat times out and interrupts the connections in use.
  await fault('MongoDB engine frozen', signal('SIGSTOP'), signal('SIGCONT'), FREEZE_MS);
});

test('Redis killed and started again while sign-up codes wait in the mail queue: every code is mailed once', async () => {
  // Codes wait in the queue while nobody sends mail.
  await stack.apps.stopApp('mailer');
  const addresses = Array.from({ length: 5 }, () => uniqueEmail('queued'));
  for (const email of addresses) {
    const signup = await new Client(at.base).post('/api/auth/signup', {
      name: 'Queued Member',
      email,
      password: PASSWORD,
    });
    expect(signup.status).toBe(200);
  }
  await fault('Redis SIGKILL (codes queued)', killServer('redis'), startServer('redis'));
  stack.apps.startApp('mailer');
  const mailedTo = () => Promise.all(addresses.map((email) => countMails(stack.env.MAIL_UI_URL, email, OTP_MAIL)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (await mailedTo()).some((count) => count === 0)) await sleep(250);
  await sleep(1000); // a duplicate would arrive right behind the first
  const mailed = await mailedTo();
  report.push(`  codes queued before the Redis restart: ${addresses.length}, mailed after it: ${mailed.join(', ')}`);
  expect(mailed).toEqual(addresses.map(() => 1));
});

test('every acknowledged save is stored exactly once and counted once', async () => {
  await Promise.all(savers.map((saver) => saver.stop()));
  const db = await mongoose
    .createConnection(stack.env.MONGO_URL, { dbName: databaseName(stack.env.MONGO_DB_PREFIX, 'results') })
    .asPromise();
  try {
    for (const saver of savers) {
      const me = (await saver.client.get('/api/auth/me')).body as { _id: string };
      const stored = await db.collection('results').countDocuments({ userId: me._id });
      const summary = (await saver.client.get('/api/result/performance')).body as { totalTests: number };
      report.push(
        `  ${saver.email}: acknowledged ${saver.acknowledged}, stored ${stored}, counted ${summary.totalTests}`,
      );
      expect(stored).toBe(saver.acknowledged);
      expect(summary.totalTests).toBe(saver.acknowledged);
    }
  } finally {
    await db.close();
  }
});
