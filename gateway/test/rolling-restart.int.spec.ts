/**
 * A rolling restart fails no request: two gateways and two results services, as real
 * processes, behind a round-robin that (like a load balancer) sends requests only to gateways whose
 * GET /api/health/ready answers 200. Twenty members save and read while one gateway and one results
 * service get SIGTERM and are started again, then the others. Every client request must succeed.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePorts, httpProbe, NODE_APP_NAMES, pollUntil, startTestStack, type TestStack } from '@typing/infra';
import { typedSteadily } from '@typing/typing-core/testing';
import { Client, signedIn, startReplica } from './auth-helpers';

const MEMBERS = 20;
/** The auth service's argon2 slots: sign-ups beyond them queue. */
const SIGN_UPS_AT_ONCE = 4;
const DRAIN = { SHUTDOWN_DRAIN_DELAY_MS: '1000', NATS_DRAIN_MS: '3000' };

/**
 * Round-robin over the gateways that say they are ready (polled every 100 ms, as a balancer would).
 * A gateway leaves the rotation when it answers "not ready" or refuses the connection; a probe that
 * merely times out (a busy machine) keeps the last verdict, as balancers' health checks do.
 */
class Balancer {
  private readonly ready = new Set<string>();
  private next = 0;
  private readonly poll: ReturnType<typeof setInterval>;

  constructor(private readonly bases: string[]) {
    this.poll = setInterval(() => void this.refresh(), 100);
  }

  async refresh(): Promise<void> {
    await Promise.all(
      this.bases.map(async (base) => {
        const verdict = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(500) })
          .then((response) => (response.ok ? 'ready' : 'not ready'))
          .catch((error: Error) => (error.name === 'TimeoutError' ? 'no answer yet' : 'not ready'));
        if (verdict === 'ready') this.ready.add(base);
        else if (verdict === 'not ready') this.ready.delete(base);
      }),
    );
  }

  pick(): string {
    const ready = this.bases.filter((base) => this.ready.has(base));
    if (ready.length === 0) throw new Error('no gateway is ready');
    return ready[this.next++ % ready.length]!;
  }

  close(): void {
    clearInterval(this.poll);
  }
}

let stack: TestStack<true>;
let secondGateway: ReturnType<typeof startReplica>;
let secondResults: ReturnType<typeof startReplica>;
let bases: string[];

beforeAll(async () => {
  // Each member saves and reads without a pause (≈ 200 requests a minute from one address, near the
  // limiter's 300): the test is about restarts, so the limiter is out of its way.
  const env = { LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000', ...DRAIN };
  stack = await startTestStack({ apps: true, appNames: NODE_APP_NAMES, env });
  const [port, metricsPort, resultsMetrics] = await freePorts(3);
  secondGateway = startReplica('gateway', {
    ...stack.env,
    GATEWAY_PORT: String(port),
    METRICS_PORT: String(metricsPort),
  });
  secondResults = startReplica('results', { ...stack.env, METRICS_PORT: String(resultsMetrics) });
  bases = [stack.gatewayUrl, `http://127.0.0.1:${port}`];
  await pollUntil(httpProbe(`${bases[1]}/api/health/ready`), { what: 'the second gateway', timeoutMs: 60_000 });
}, 240_000);

afterAll(async () => {
  await secondGateway?.stop();
  await secondResults?.stop();
  await stack?.stop();
}, 60_000);

test('SIGTERM to one gateway and one results service, start again, then the others: no request fails', async () => {
  const balancer = new Balancer(bases);
  await balancer.refresh();
  // Made a few at a time: twenty argon2 sign-ups at once wait in the auth service's queue past the
  // gateway's deadline on a loaded machine (a 504 before the test has begun).
  const members: Awaited<ReturnType<typeof signedIn>>[] = [];
  for (let first = 0; first < MEMBERS; first += SIGN_UPS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, MEMBERS - first) }, (_, i) =>
      signedIn({ base: bases[0]!, env: stack.env }, `rolling-${first + i}`),
    );
    members.push(...(await Promise.all(batch)));
  }
  const failures: string[] = [];
  const counts = { saves: 0, reads: 0 };
  let running = true;

  /** One member's loop: a save, then a read of the summary, each through the balancer. */
  async function member({ client }: { client: Client }): Promise<void> {
    while (running) {
      const result = {
        ...typedSteadily('the quick brown fox jumps over the lazy dog', 'the quick'),
        clientId: randomUUID(),
      };
      for (const [kind, call] of [
        ['save', (via: Client) => via.post('/api/result/saveresult', result)],
        ['read', (via: Client) => via.get('/api/result/performance')],
      ] as const) {
        const via = client.at(balancer.pick());
        const answer = await call(via).catch((error: Error) => ({ status: 0, body: error.message }));
        if (answer.status === 200) counts[kind === 'save' ? 'saves' : 'reads'] += 1;
        else failures.push(`${kind} ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
  }
  const load = Promise.all(members.map(member));

  const phases: string[] = [];
  const timed = async (what: string, step: () => Promise<unknown>) => {
    const started = Date.now();
    await step();
    phases.push(`${what} ${Date.now() - started} ms`);
  };
  const gatewayReady = (base: string) =>
    pollUntil(httpProbe(`${base}/api/health/ready`), { what: base, timeoutMs: 60_000 });

  await sleep(1000);
  // First replica of each: SIGTERM (and wait for the exit), then start again.
  await timed('gateway 1 stopped', () => stack.apps.stopApp('gateway'));
  await timed('gateway 1 started', async () => {
    stack.apps.startApp('gateway');
    await gatewayReady(bases[0]!);
  });
  await timed('results 1 stopped', () => stack.apps.stopApp('results'));
  await timed('results 1 started', async () => {
    stack.apps.startApp('results');
    await stack.waitForHealthy(60_000);
  });
  // Then the others.
  await timed('gateway 2 stopped', () => secondGateway.apps.stopApp('gateway'));
  await timed('gateway 2 started', async () => {
    secondGateway.apps.startApp('gateway');
    await gatewayReady(bases[1]!);
  });
  await timed('results 2 stopped', () => secondResults.apps.stopApp('results'));
  await timed('results 2 started', async () => {
    secondResults.apps.startApp('results');
    await sleep(2000);
  });
  await sleep(1000);
  running = false;
  await load;
  balancer.close();

  console.log(
    `rolling restart: ${MEMBERS} members, ${counts.saves} saves and ${counts.reads} reads, ` +
      `${failures.length} failed\n  ${phases.join('\n  ')}${failures.length ? `\n  failures: ${failures.slice(0, 5).join('; ')}` : ''}`,
  );
  expect(failures).toEqual([]);
  expect(counts.saves).toBeGreaterThan(MEMBERS);
});
