/** Saved results through the gateway; saturated latency (a queue) and local FerretDB are printed, not budgeted. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { performance as clock } from 'node:perf_hooks';
import { startTestStack, type TestStack } from '@typing/infra';
import { DAILY_SAVES_CAP, type SaveResultCommand, Subjects } from '@typing/contracts';
import { typedSteadily } from '@typing/typing-core/testing';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { openLoop } from './open-loop';
import { redisCommand } from './redis-command';
import { formatNumber, percentile, summarize, type Check } from './stats';
import { natsConnectOptions } from '@typing/service-kit';

// autocannon ships no types; this is the part used here.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Seconds. */
  duration: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

export const RESULTS_BUDGETS = {
  performanceP95Ms: 10,
  heavyToLightRatio: 1.5,
  /** CPU of the gateway, the results service and NATS per save (the database's is not budgeted). */
  saveCpuMs: 2,
  saveP99Ms: 100,
} as const;

const SAVE_PATH = ['gateway', 'results', 'nats-server'];

const HEAVY_RESULTS = 10_000;
const LIGHT_RESULTS = 10;
const USERS = Number(process.env.RESULTS_BENCH_USERS ?? 100);
const CONNECTIONS = Number(process.env.RESULTS_BENCH_CONNECTIONS ?? 50);
const SAVE_SECONDS = Number(process.env.RESULTS_BENCH_SECONDS ?? 20);
/** Longer than the saturated run, so that one stall of the machine cannot decide the budgeted p99. */
const PACED_SECONDS = Number(process.env.RESULTS_BENCH_PACED_SECONDS ?? 60);
/** About 30 times a member's own pace, so 50 savers stand for 1,500 members typing at once. */
const SAVES_PER_SAVER_PER_SECOND = 1;
const PERFORMANCE_SAMPLES = 1000;

const SAMPLE =
  'the quick brown fox jumps over the lazy dog while seven tired bakers count their loaves before the market opens';

/** A genuine result (the server recomputes it): the sample typed with two mistakes, one key every 90 ms. */
function resultTemplate() {
  const script = 'thw quick brown fox jumps ovwr the lazy dog while seven';
  return typedSteadily(SAMPLE, script, { stepMs: 90 });
}

export interface BenchUser {
  cookie: string;
  ip: string;
}

async function post(stack: TestStack<true>, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The stack with the per-IP rate limit raised: the budgets are about the work, not the limiter. */
export async function startBenchStack(): Promise<{ stack: TestStack<true>; stop(): Promise<void> }> {
  const stack = await startTestStack({
    apps: true,
    appNames: ['gateway', 'auth', 'results', 'ai-text', 'billing', 'contact', 'mailer'],
    env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', METRICS_PORT: '0' },
    readyTimeoutMs: 120_000,
  });
  const stopOnSignal = () => void stack.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  return {
    stack,
    stop: async () => {
      process.off('SIGINT', stopOnSignal);
      process.off('SIGTERM', stopOnSignal);
      await stack.stop();
    },
  };
}

/** Verified, signed-in accounts made through the API and the codes in the mail catcher. */
export async function makeUsers(stack: TestStack<true>, count: number): Promise<BenchUser[]> {
  const stamp = Date.now().toString(36);
  const password = 'bench-harbour-lantern-73';
  const accounts = Array.from({ length: count }, (_, i) => ({
    email: `bench-${stamp}-${i}@bench.test`,
    ip: `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    // The browser's id (the gateway's `device` cookie): a code counts only where it was asked for.
    device: `device=${'d'.repeat(30)}${String(i).padStart(13, '0')}`,
  }));
  for (const a of accounts) {
    const answer = await post(
      stack,
      '/api/auth/signup',
      { name: 'Bench User', email: a.email, password },
      {
        'x-forwarded-for': a.ip,
        cookie: a.device,
      },
    );
    if (answer.status !== 200) throw new Error(`signup ${answer.status}: ${await answer.text()}`);
    // Only the id the gateway minted (and signed) counts: the code is bound to it.
    const minted = answer.headers.getSetCookie().find((line) => line.startsWith('device='));
    if (minted) a.device = minted.slice(0, minted.indexOf(';'));
  }
  const codes = new Map<string, string>();
  const deadline = Date.now() + 60_000;
  while (codes.size < count) {
    if (Date.now() > deadline) throw new Error(`only ${codes.size} of ${count} codes arrived`);
    const mails = (await (await fetch(`${stack.env.MAIL_UI_URL}/email`)).json()) as {
      to: { address: string }[];
      text: string;
    }[];
    for (const m of mails) {
      const code = /verification code is (\d{6})/.exec(m.text)?.[1];
      if (code) codes.set(m.to[0]!.address, code);
    }
    if (codes.size < count) await new Promise((r) => setTimeout(r, 250));
  }
  const users: BenchUser[] = [];
  for (const a of accounts) {
    const headers = { 'x-forwarded-for': a.ip, cookie: a.device };
    const verify = await post(stack, '/api/auth/verify', { email: a.email, otp: codes.get(a.email) }, headers);
    if (verify.status !== 200) throw new Error(`verify ${verify.status}: ${await verify.text()}`);
    const login = await post(stack, '/api/auth/login', { email: a.email, password }, headers);
    if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((set) => set.split(';')[0]!)
      .join('; ');
    users.push({ cookie, ip: a.ip });
  }
  return users;
}

async function natsClient(stack: TestStack<true>): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: natsConnectOptions(stack.env) });
  await client.connect();
  return client;
}

/** Saved over NATS, not through the gateway, where this takes minutes on a loaded 2-core machine. */
async function seedHistory(stack: TestStack<true>, userId: string, count: number, parallel = 200): Promise<void> {
  const client = await natsClient(stack);
  const template = resultTemplate();
  let next = 0;
  const worker = async (until: number) => {
    while (next < until) {
      next += 1;
      const command: SaveResultCommand = { userId, result: { ...template, clientId: randomUUID() } };
      await firstValueFrom(client.send(Subjects.results.save, command));
    }
  };
  try {
    // The member's daily save cap is cleared between chunks, as midnight would.
    while (next < count) {
      const until = Math.min(count, next + DAILY_SAVES_CAP - parallel);
      await Promise.all(Array.from({ length: parallel }, () => worker(until)));
      await redisCommand(stack.env.REDIS_URL, 'EVAL', CLEAR_DAY, '0', `quota:saves:*:${userId}`);
    }
  } finally {
    await client.close();
  }
}

/** Deletes the keys matching ARGV[1] (the seeded member's daily save counts). */
const CLEAR_DAY = "for _, key in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', key) end return 0";

/** CPU time (ms) used so far by this process and everything it started, by role. */
function cpuByProcess(): Map<string, number> {
  const parents = new Map<number, number>();
  const times = new Map<number, number>();
  const ticksMs = 1000 / 100; // USER_HZ is 100 on Linux
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command (which may hold spaces): state ppid … utime(14) stime(15).
      const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parents.set(Number(name), Number(fields[1]));
      times.set(Number(name), (Number(fields[11]) + Number(fields[12])) * ticksMs);
    } catch {
      // the process ended meanwhile
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!mine.has(pid) && mine.has(parent)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  const byRole = new Map<string, number>();
  for (const pid of mine) {
    let role = 'bench (load generator)';
    if (pid !== process.pid) {
      let cmd: string;
      try {
        cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        continue;
      }
      role =
        /gateway\/src\/main/.exec(cmd)?.[0].replace('/src/main', '') ??
        /services\/([\w-]+)\/src\/main/.exec(cmd)?.[1] ??
        /\b(ferretdb|nats-server|redis-server|minio|maildev)\b/.exec(cmd)?.[1] ??
        'other';
    }
    byRole.set(role, (byRole.get(role) ?? 0) + (times.get(pid) ?? 0));
  }
  return byRole;
}

function cpuPerRequest(before: Map<string, number>, after: Map<string, number>, requests: number) {
  return [...after]
    .map(([role, ms]) => ({ role, ms: (ms - (before.get(role) ?? 0)) / Math.max(1, requests) }))
    .filter((row) => row.ms > 0)
    .sort((a, b) => b.ms - a.ms);
}

function cpuSplit(before: Map<string, number>, after: Map<string, number>, requests: number, seconds: number) {
  const rows = cpuPerRequest(before, after, requests);
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  const parts = rows.map((row) => `${row.role} ${row.ms.toFixed(2)}`).join(', ');
  return `CPU ms per request: ${parts}; in all ${total.toFixed(2)} ms, ${((total * requests) / 1000 / seconds).toFixed(2)} of ${os.cpus().length} cores busy`;
}

function getLoad(stack: TestStack<true>, user: BenchUser, path: string, connections: number, duration: number) {
  const url = new URL(stack.gatewayUrl);
  return autocannon({
    url: `${url.origin}${path}`,
    connections,
    duration,
    headers: { cookie: user.cookie, 'x-forwarded-for': user.ip },
  });
}

/** Each request a fresh client id, so that no save is taken for a retry of another. */
function saveLoad(stack: TestStack<true>, users: BenchUser[], options: Record<string, unknown>) {
  const template = resultTemplate();
  let next = 0;
  const url = new URL(stack.gatewayUrl);
  return autocannon({
    url: `${url.origin}/api/result/saveresult`,
    ...options,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: AutocannonRequest) => {
          const user = users[next++ % users.length]!;
          return {
            ...request,
            method: 'POST',
            path: '/api/result/saveresult',
            headers: { 'content-type': 'application/json', cookie: user.cookie, 'x-forwarded-for': user.ip },
            body: JSON.stringify({ ...template, clientId: randomUUID() }),
          };
        },
      },
    ],
  });
}

function pacedSaves(stack: TestStack<true>, users: BenchUser[]) {
  const template = resultTemplate();
  const turns = new Map<number, number>();
  return openLoop({
    origin: new URL(stack.gatewayUrl).origin,
    savers: CONNECTIONS,
    meanIntervalMs: 1000 / SAVES_PER_SAVER_PER_SECOND,
    seconds: PACED_SECONDS,
    seed: 16,
    request: (saver) => {
      const turn = turns.get(saver) ?? 0;
      turns.set(saver, turn + 1);
      const user = users[(saver + turn * CONNECTIONS) % users.length]!;
      return {
        path: '/api/result/saveresult',
        headers: { 'content-type': 'application/json', cookie: user.cookie, 'x-forwarded-for': user.ip },
        body: JSON.stringify({ ...template, clientId: randomUUID() }),
      };
    },
  });
}

/** Sequential GETs, interleaved between the (user, path) pairs so each sees the same machine. */
async function getTimes(
  stack: TestStack<true>,
  targets: { user: BenchUser; path: string }[],
  samples: number,
): Promise<number[][]> {
  const times = targets.map(() => [] as number[]);
  const once = async ({ user, path }: { user: BenchUser; path: string }) => {
    const t0 = clock.now();
    const answer = await fetch(`${stack.gatewayUrl}${path}`, {
      headers: { cookie: user.cookie, 'x-forwarded-for': user.ip },
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${path} ${answer.status}`);
    return clock.now() - t0;
  };
  for (let i = 0; i < 100; i++) for (const target of targets) await once(target); // warm-up
  for (let i = 0; i < samples; i++) for (const [t, target] of targets.entries()) times[t]!.push(await once(target));
  return times;
}

/** Reference: what the results service and the database sustain without the gateway. */
async function directSaves(stack: TestStack<true>, connections: number, seconds: number) {
  const client = await natsClient(stack);
  const template = resultTemplate();
  const latencies: number[] = [];
  const until = clock.now() + seconds * 1000;
  const worker = async (w: number) => {
    const userId = (0xbe0000 + w).toString(16).padStart(24, '0');
    while (clock.now() < until) {
      const t0 = clock.now();
      const command: SaveResultCommand = { userId, result: { ...template, clientId: randomUUID() } };
      await firstValueFrom(client.send(Subjects.results.save, command));
      latencies.push(clock.now() - t0);
    }
  };
  const started = clock.now();
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (clock.now() - started) / 1000;
  await client.close();
  return {
    rate: latencies.length / elapsed,
    stats: summarize(latencies),
    p99: [...latencies].sort((a, b) => a - b)[Math.ceil(latencies.length * 0.99) - 1] ?? NaN,
  };
}

export async function runResultsBench(): Promise<Check[]> {
  console.log(
    `Results bench on ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const { stack, stop } = await startBenchStack();
  try {
    const t0 = clock.now();
    const [heavy, light, ...crowd] = await makeUsers(stack, USERS + 2);
    console.log(`  ${USERS + 2} signed-in users in ${((clock.now() - t0) / 1000).toFixed(1)} s`);

    const me = await fetch(`${stack.gatewayUrl}/api/auth/me`, { headers: { cookie: heavy!.cookie } });
    const heavyId = ((await me.json()) as { _id: string })._id;
    const t1 = clock.now();
    await seedHistory(stack, heavyId, HEAVY_RESULTS - LIGHT_RESULTS);
    console.log(
      `  ${HEAVY_RESULTS - LIGHT_RESULTS} results written for one user in ${((clock.now() - t1) / 1000).toFixed(1)} s`,
    );
    const heavySaves = await saveLoad(stack, [heavy!], { connections: 2, amount: LIGHT_RESULTS });
    const lightSaves = await saveLoad(stack, [light!], { connections: 1, amount: LIGHT_RESULTS });
    if (heavySaves.non2xx || lightSaves.non2xx) {
      throw new Error(`saves failed: ${heavySaves.non2xx} + ${lightSaves.non2xx} non-2xx`);
    }

    const PERFORMANCE = '/api/result/performance';
    const [heavyTimes, lightTimes, floorTimes] = await getTimes(
      stack,
      [
        { user: heavy!, path: PERFORMANCE },
        { user: light!, path: PERFORMANCE },
        // The floor of any signed-in GET: the gateway's guard (auth.session.validate) and nothing else.
        { user: light!, path: '/api/auth/me' },
      ],
      PERFORMANCE_SAMPLES,
    );
    const check = await (
      await fetch(`${stack.gatewayUrl}/api/result/performance`, { headers: { cookie: heavy!.cookie } })
    ).json();
    if ((check as { totalTests: number }).totalTests !== HEAVY_RESULTS) {
      throw new Error(`the heavy user has ${(check as { totalTests: number }).totalTests} results counted`);
    }
    const heavyStats = summarize(heavyTimes!);
    const lightStats = summarize(lightTimes!);
    const floorStats = summarize(floorTimes!);
    console.log('\nGET /api/result/performance (sequential, through the gateway)');
    console.log(
      `  ${HEAVY_RESULTS} results: p50 ${formatNumber(heavyStats.p50)} ms, p95 ${formatNumber(heavyStats.p95)} ms, max ${formatNumber(heavyStats.max)} ms`,
    );
    console.log(
      `  ${LIGHT_RESULTS} results: p50 ${formatNumber(lightStats.p50)} ms, p95 ${formatNumber(lightStats.p95)} ms, max ${formatNumber(lightStats.max)} ms`,
    );
    console.log(
      `  reference, GET /api/auth/me (the signed-in guard alone): p50 ${formatNumber(floorStats.p50)} ms, p95 ${formatNumber(floorStats.p95)} ms`,
    );

    const cpuBefore = cpuByProcess();
    const load = await saveLoad(stack, crowd, { connections: CONNECTIONS, duration: SAVE_SECONDS });
    const cpuAfter = cpuByProcess();
    console.log(`\nPOST /api/result/saveresult: ${crowd.length} users, ${CONNECTIONS} connections, ${SAVE_SECONDS} s`);
    console.log(
      `  ${load.requests.total} requests, ${load.requests.average.toFixed(0)} req/s (not budgeted: the database's), latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms (the queue of a saturated stack, not budgeted); non-2xx ${load.non2xx}, errors ${load.errors}, timeouts ${load.timeouts}`,
    );
    console.log(`  ${cpuSplit(cpuBefore, cpuAfter, load.requests.total, load.duration)}`);
    const saveCpu = cpuPerRequest(cpuBefore, cpuAfter, load.requests.total);
    const savePathCpu = saveCpu.filter((row) => SAVE_PATH.includes(row.role)).reduce((sum, row) => sum + row.ms, 0);
    const databaseCpu = saveCpu.find((row) => row.role === 'ferretdb')?.ms ?? 0;
    console.log(
      `  save path (${SAVE_PATH.join(' + ')}): ${savePathCpu.toFixed(2)} ms CPU per save; database (not budgeted) ${databaseCpu.toFixed(2)} ms`,
    );

    // In step, the p99 is bounded below by the CPU of 50 saves on 2 cores: printed, not budgeted.
    const paced = await pacedSaves(stack, crowd);
    const pacedStats = summarize(paced.latencies);
    const pacedP99 = percentile(
      [...paced.latencies].sort((a, b) => a - b),
      99,
    );
    const pacedFailures = paced.latencies.length - (paced.statuses.get(200) ?? 0);
    console.log(
      `\nPOST /api/result/saveresult, ${CONNECTIONS} savers, each saving on its own schedule once a second on average (open loop, Poisson), ${PACED_SECONDS} s: ${paced.latencies.length} requests, latency p50 ${formatNumber(pacedStats.p50)} ms, p95 ${formatNumber(pacedStats.p95)} ms, p99 ${formatNumber(pacedP99)} ms, max ${formatNumber(pacedStats.max)} ms; statuses ${[...paced.statuses].map(([code, n]) => `${code}×${n}`).join(' ')}; the generator's worst lag ${formatNumber(paced.worstSendLagMs)} ms`,
    );
    const burst = await saveLoad(stack, crowd, {
      connections: CONNECTIONS,
      connectionRate: SAVES_PER_SAVER_PER_SECOND,
      duration: SAVE_SECONDS,
    });
    console.log(
      `POST /api/result/saveresult, ${CONNECTIONS} savers in step (all ${CONNECTIONS} in the same millisecond, once a second; not budgeted), ${SAVE_SECONDS} s: ${burst.requests.total} requests, latency p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms; non-2xx ${burst.non2xx}, errors ${burst.errors}, timeouts ${burst.timeouts}`,
    );

    for (const [what, path] of [
      ['GET /api/auth/me (guard only)', '/api/auth/me'],
      ['GET /api/result/performance', PERFORMANCE],
    ] as const) {
      const before = cpuByProcess();
      const reads = await getLoad(stack, light!, path, CONNECTIONS, 10);
      const after = cpuByProcess();
      console.log(
        `  reference, ${what}, ${CONNECTIONS} connections, 10 s: ${reads.requests.average.toFixed(0)} req/s, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms, non-2xx ${reads.non2xx}`,
      );
      console.log(`    ${cpuSplit(before, after, reads.requests.total, reads.duration)}`);
    }

    const directBefore = cpuByProcess();
    const direct = await directSaves(stack, CONNECTIONS, 10);
    const directAfter = cpuByProcess();
    console.log(
      `  reference, results.save over NATS alone (${CONNECTIONS} at a time, 10 s): ${direct.rate.toFixed(0)} req/s, p50 ${formatNumber(direct.stats.p50)} ms, p99 ${formatNumber(direct.p99)} ms`,
    );
    console.log(`    ${cpuSplit(directBefore, directAfter, direct.stats.count, 10)}`);

    // Last, as it changes the stack: ai-text, which consumes every results.saved, stopped.
    await stack.apps.stopApp('ai-text');
    const quietBefore = cpuByProcess();
    const quiet = await saveLoad(stack, crowd, { connections: CONNECTIONS, duration: 10 });
    const quietAfter = cpuByProcess();
    console.log(
      `  diagnosis, saveresult with ai-text stopped (10 s): ${quiet.requests.average.toFixed(0)} req/s, p50 ${quiet.latency.p50} ms, p99 ${quiet.latency.p99} ms, non-2xx ${quiet.non2xx}`,
    );
    console.log(`    ${cpuSplit(quietBefore, quietAfter, quiet.requests.total, quiet.duration)}`);

    return [
      {
        name: `performance p95, user with ${HEAVY_RESULTS} results`,
        value: heavyStats.p95,
        limit: RESULTS_BUDGETS.performanceP95Ms,
        unit: 'ms',
      },
      {
        name: `performance p95 ratio, ${HEAVY_RESULTS} vs ${LIGHT_RESULTS} results`,
        value: heavyStats.p95 / lightStats.p95,
        limit: RESULTS_BUDGETS.heavyToLightRatio,
        unit: '×',
      },
      {
        name: `saveresult CPU per save, ${SAVE_PATH.join(' + ')}`,
        value: savePathCpu,
        limit: RESULTS_BUDGETS.saveCpuMs,
        unit: 'ms',
      },
      {
        name: `saveresult latency p99, ${CONNECTIONS} savers at once, ${SAVES_PER_SAVER_PER_SECOND} save a second each on their own schedules`,
        value: pacedP99,
        limit: RESULTS_BUDGETS.saveP99Ms,
        unit: 'ms',
      },
      {
        name: 'saveresult failed requests (saturated, paced and in step)',
        value: pacedFailures + [load, burst].reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
        limit: 0,
        unit: '',
      },
    ];
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  const checks = await runResultsBench();
  console.log('\nBudgets');
  let ok = true;
  for (const c of checks) {
    const pass = c.value <= c.limit;
    ok &&= pass;
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'}  ${c.name}: ${formatNumber(c.value)} ${c.unit} (budget ≤ ${c.limit} ${c.unit})`,
    );
  }
  console.log(ok ? '\nAll budgets met.' : '\nOver budget: see FAIL above.');
  process.exitCode = ok ? 0 : 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  });
}
