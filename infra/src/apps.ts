import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';
import { ManagedProcess } from './managed-process';
import { type BackoffOptions, type CrashRestarter, DEV_BACKOFF, restartOnCrash } from './restart-on-crash';
import { appNatsEnv } from './nats/local-auth';
import { linePrefix } from './output';
import { NODE_BIN, REPO_ROOT } from './paths';
import { pollUntil, type PollOptions } from './wait';

export const SERVICE_NAMES = ['auth', 'results', 'ai-text', 'billing', 'contact', 'mailer'] as const;
export const APP_NAMES = ['gateway', ...SERVICE_NAMES, 'web'] as const;
export type AppName = (typeof APP_NAMES)[number];
/** The Node apps: each serves Prometheus metrics on its own port. */
export const NODE_APP_NAMES = ['gateway', ...SERVICE_NAMES] as const;
export type NodeAppName = (typeof NODE_APP_NAMES)[number];

/**
 * Locally every app runs on one host, so each gets its own metrics port, counting up from
 * `first` (METRICS_PORT): the gateway first, then the services in SERVICE_NAMES order.
 */
export function localMetricsPorts(first: number): Record<NodeAppName, number> {
  return Object.fromEntries(NODE_APP_NAMES.map((name, index) => [name, first + index])) as Record<NodeAppName, number>;
}

export interface AppSpec {
  name: AppName;
  command: string;
  args: string[];
  cwd: string;
}

export interface StartAppsOptions {
  /** The apps' variables (servers' connections, ports, .env values), over the supervisor's own. */
  env: Env;
  /** Write each app's output to <logDir>/<name>.log; without it output is prefixed on the console. */
  logDir?: string;
  /** Which apps to run (all by default). */
  names?: readonly AppName[];
  /** Each app's METRICS_PORT (over `env`'s, which would be shared by every app). */
  metricsPorts?: Partial<Record<AppName, number>>;
  /** Start an app that exited unasked again after a back-off (make dev; a short back-off in tests). */
  restartOnCrash?: boolean | BackoffOptions;
}

export interface Apps {
  names: readonly AppName[];
  stopApp(name: AppName): Promise<void>;
  startApp(name: AppName): void;
  /** SIGTERM to every app, SIGKILL after 5 s. */
  stopAll(): Promise<void>;
  /** Stops an app and starts it again at once (its source changed). */
  restartApp(name: AppName): Promise<void>;
  /** The app's process id while it runs. */
  pid(name: AppName): number | undefined;
  /** "auth exited with code 1" when an app ended without being stopped, else undefined. */
  crashed(): string | undefined;
  /** The last lines an app wrote. */
  tail(name: AppName, lines?: number): string;
}

/** The NestJS terminus answer of GET /api/health. */
export interface HealthReport {
  status: 'ok' | 'error' | 'shutting_down';
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string }>;
  details?: Record<string, { status: string }>;
}

/**
 * How each app is run. No `node --watch`: its parent stays alive when the app crashes, so a crash
 * would go unseen; `make dev` restarts apps itself, on a crash and on a change of their source.
 */
export function appSpecs(env: Env): AppSpec[] {
  // APP_CPU_PROF_DIR (the developer's shell, not the stack's env) writes a V8 CPU profile of each
  // Node app into that folder when it exits: how the save path was profiled.
  const profiling = process.env.APP_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.APP_CPU_PROF_DIR)}`]
    : [];
  const node = (name: AppName, main: string): AppSpec => ({
    name,
    command: NODE_BIN,
    args: [...profiling, '-r', '@swc-node/register', main],
    cwd: REPO_ROOT,
  });
  return [
    node('gateway', 'gateway/src/main.ts'),
    ...SERVICE_NAMES.map((name) => node(name, `services/${name}/src/main.ts`)),
    {
      name: 'web',
      // Vite's bin starts with `#!/usr/bin/env node`, which may be an older Node; run it with ours.
      command: NODE_BIN,
      // Command-line flags win over frontend/vite.config, so the port is always the stack's.
      args: [
        path.join(REPO_ROOT, 'node_modules', '.bin', 'vite'),
        '--host',
        '127.0.0.1',
        '--port',
        requiredVar(env, 'WEB_PORT'),
        '--strictPort',
      ],
      cwd: path.join(REPO_ROOT, 'frontend'),
    },
  ];
}

/** Starts the product's apps as child processes (does not wait for them; see waitForHealthy). */
export function startApps({
  env,
  logDir,
  names = APP_NAMES,
  metricsPorts = {},
  restartOnCrash: restartPolicy = false,
}: StartAppsOptions): Apps {
  const specs = appSpecs(env).filter((spec) => names.includes(spec.name));
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  // The stack's variables over the supervisor's own (HOME, LANG...); node_modules/.bin first on
  // PATH, so anything an app spawns with `node` gets Node 24 too.
  const basePath = env.PATH ?? process.env.PATH ?? '';
  const childEnv = {
    ...process.env,
    ...env,
    PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}${path.delimiter}${basePath}`,
  };
  const width = Math.max(...specs.map((spec) => spec.name.length));
  const crashes = new Map<AppName, string>();
  const restarters = new Map<AppName, CrashRestarter>();
  const processes = new Map(
    specs.map((spec, index) => {
      const prefix = linePrefix(spec.name, index, width);
      const output = logDir ? { logFile: path.join(logDir, `${spec.name}.log`) } : { prefix };
      const onCrash = (reason: string) => {
        crashes.set(spec.name, reason);
        if (!logDir) process.stdout.write(`${prefix}${reason}\n`);
        restarters.get(spec.name)?.crashed(reason);
      };
      const metricsPort = metricsPorts[spec.name];
      // Each app connects to NATS as its own user (NATS_PASSWORD_<APP> of the env), not the operator.
      const appEnv = {
        ...childEnv,
        ...appNatsEnv(spec.name, env),
        ...(metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) }),
      };
      return [spec.name, new ManagedProcess({ ...spec, env: appEnv }, output, onCrash)] as const;
    }),
  );
  const get = (name: AppName) => {
    const proc = processes.get(name);
    if (!proc) throw new Error(`${name} is not one of the started apps (${[...processes.keys()].join(', ')})`);
    return proc;
  };
  const startApp = (name: AppName) => {
    crashes.delete(name);
    get(name).start();
    restarters.get(name)?.started();
  };
  if (restartPolicy) {
    const backoff = restartPolicy === true ? DEV_BACKOFF : restartPolicy;
    const say = (line: string) => console.log(`[dev] ${line}`);
    for (const name of processes.keys())
      restarters.set(
        name,
        restartOnCrash(name, () => startApp(name), say, backoff),
      );
  }
  processes.forEach((_, name) => startApp(name));
  return {
    names: [...processes.keys()],
    startApp,
    stopApp: (name) => get(name).stop(),
    restartApp: async (name) => {
      await get(name).stop();
      startApp(name);
    },
    pid: (name) => get(name).pid,
    stopAll: () => {
      for (const restarter of restarters.values()) restarter.cancel();
      return Promise.all([...processes.values()].map((proc) => proc.stop())).then(() => undefined);
    },
    crashed: () => [...crashes].map(([name, reason]) => `${name} ${reason}`)[0],
    tail: (name, lines) => get(name).tail(lines),
  };
}

/**
 * Polls the gateway's health URL until it answers 200 with status "ok" (every service, NATS,
 * Redis and the database up). The error names the last answer, so a timeout says what is down.
 * `token` is the gateway's HEALTH_TOKEN, which the full report asks for.
 */
export async function waitForHealthy(
  url: string,
  timeoutMs: number,
  { giveUp, intervalMs = 250, token }: Pick<PollOptions, 'giveUp' | 'intervalMs'> & { token?: string } = {},
): Promise<HealthReport> {
  let report: HealthReport | undefined;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await pollUntil(
    async () => {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
      const body = JSON.parse(text) as HealthReport;
      if (body.status !== 'ok') throw new Error(`GET ${url} answered status "${body.status}": ${text.slice(0, 300)}`);
      report = body;
    },
    { what: `the gateway's health (${url})`, timeoutMs, intervalMs, giveUp },
  );
  return report as HealthReport;
}

function requiredVar(env: Env, name: string): string {
  if (!env[name]) throw new Error(`${name} is missing from the apps' environment`);
  return env[name];
}
