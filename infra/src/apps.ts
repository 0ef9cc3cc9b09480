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
export const NODE_APP_NAMES = ['gateway', ...SERVICE_NAMES] as const;
export type NodeAppName = (typeof NODE_APP_NAMES)[number];

/** Locally every app runs on one host, so each needs its own metrics port. */
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
  env: Env;
  logDir?: string;
  names?: readonly AppName[];
  /** Over `env`'s, which would be shared by every app. */
  metricsPorts?: Partial<Record<AppName, number>>;
  restartOnCrash?: boolean | BackoffOptions;
}

export interface Apps {
  names: readonly AppName[];
  stopApp(name: AppName): Promise<void>;
  startApp(name: AppName): void;
  stopAll(): Promise<void>;
  restartApp(name: AppName): Promise<void>;
  pid(name: AppName): number | undefined;
  crashed(): string | undefined;
  tail(name: AppName, lines?: number): string;
}

export interface HealthReport {
  status: 'ok' | 'error' | 'shutting_down';
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string }>;
  details?: Record<string, { status: string }>;
}

/** No `node --watch`: its parent stays alive when the app crashes, so a crash would go unseen. */
export function appSpecs(env: Env): AppSpec[] {
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
      // Vite's `#!/usr/bin/env node` may find an older Node.
      command: NODE_BIN,
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

export function startApps({
  env,
  logDir,
  names = APP_NAMES,
  metricsPorts = {},
  restartOnCrash: restartPolicy = false,
}: StartAppsOptions): Apps {
  const specs = appSpecs(env).filter((spec) => names.includes(spec.name));
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  // node_modules/.bin first on PATH, so anything an app spawns with `node` gets Node 24 too.
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

/** The error names the last answer, so a timeout says what is down. */
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
