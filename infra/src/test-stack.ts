import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_NAMES,
  NODE_APP_NAMES,
  startApps,
  waitForHealthy,
  type AppName,
  type Apps,
  type HealthReport,
  type NodeAppName,
} from './apps';
import { appEnv, defaultEnv, s3SettingsFromEnv, type Env, type StackEnv } from './env';
import { freePorts } from './ports';
import { startProductionWeb, type ProductionWeb } from './production-web';
import { startServers, type Servers } from './servers';
import { httpProbe, pollUntil } from './wait';

export interface TestStackOptions<WithApps extends boolean = boolean> {
  /** Start the gateway, the services and the front end too (end-to-end tests). */
  apps: WithApps;
  /** A subset of the apps (default: all). */
  appNames?: readonly AppName[];
  /** How long the servers, and then the apps, may take to become ready. */
  readyTimeoutMs?: number;
  /** Variables to set or replace for the apps (e.g. RPC_TIMEOUT_MS), applied last. */
  env?: Env;
  /** A production build of the front end (`buildFrontend`), served by nginx in the web app's place. */
  webRoot?: string;
}

export interface TestStack<WithApps extends boolean = boolean> {
  /** The temporary folder with every server's data and every log (logs/). */
  dir: string;
  /** .env.example's values with every connection pointing at this stack, NODE_ENV=test. */
  env: StackEnv;
  servers: Servers;
  apps: WithApps extends true ? Apps : undefined;
  /** The front end as the browser opens it (= APP_ORIGIN, the origin the gateway trusts). */
  webUrl: string;
  gatewayUrl: string;
  /** Each Node app's Prometheus metrics port (with apps). */
  metricsPorts: Record<NodeAppName, number>;
  /** nginx serving `webRoot`, when given. */
  web?: ProductionWeb;
  /** Waits until the gateway reports every dependency up (e.g. after restarting an app). */
  waitForHealthy(timeoutMs?: number): Promise<HealthReport>;
  /** Stops apps, then servers, and removes `dir` (kept with KEEP_TEST_STACK=1, for its logs). */
  stop(): Promise<void>;
}

const SERVER_PORT_COUNT = 7;

/** Everything a test needs on free ports in a fresh folder (never the dev ports or .data/); a failed start keeps it. */
export async function startTestStack<WithApps extends boolean>(
  options: TestStackOptions<WithApps>,
): Promise<TestStack<WithApps>> {
  // A start budget, not a hang detector (an exiting app fails at once): at load 35-45 the gateway was silent for 60 s.
  const { apps: withApps, readyTimeoutMs = 180_000, env: overrides, webRoot } = options;
  const appNames = webRoot ? (options.appNames ?? APP_NAMES).filter((name) => name !== 'web') : options.appNames;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typing-stack-'));
  const [nats, redis, mongo, s3, s3Console, smtp, mailUi, gateway, web, ...metrics] = await freePorts(
    SERVER_PORT_COUNT + 2 + NODE_APP_NAMES.length,
  );
  const metricsPorts = Object.fromEntries(NODE_APP_NAMES.map((name, i) => [name, metrics[i]])) as Record<
    NodeAppName,
    number
  >;
  const defaults = defaultEnv();
  let servers: Servers | undefined;
  let apps: Apps | undefined;
  let productionWeb: ProductionWeb | undefined;
  const stopAll = async () => {
    await productionWeb?.stop();
    await apps?.stopAll();
    await servers?.stop();
  };
  try {
    servers = await startServers({
      dataDir: dir,
      ports: { nats, redis, mongo, s3, s3Console, smtp, mailUi },
      s3: s3SettingsFromEnv(defaults),
      quiet: true,
      readyTimeoutMs,
    });
    const env: StackEnv = {
      ...defaults,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Tests stop services on purpose; they need not wait for in-flight requests.
      NATS_DRAIN_MS: '0',
      // Any free port: several stacks, and several apps in one process, run side by side.
      METRICS_PORT: '0',
      ...servers.env,
      ...appEnv({ gateway, web }),
      ...overrides,
    };
    const gatewayUrl = env.GATEWAY_URL;
    const healthy = (timeoutMs = readyTimeoutMs) =>
      waitForHealthy(`${gatewayUrl}/api/health`, timeoutMs, { giveUp: apps?.crashed, token: env.HEALTH_TOKEN });
    if (withApps) {
      apps = startApps({ env, logDir: path.join(dir, 'logs'), names: appNames, metricsPorts });
      await waitForApps(apps, env, healthy, readyTimeoutMs);
      if (webRoot) productionWeb = await startProductionWeb({ root: webRoot, gatewayUrl, port: web });
    }
    return {
      dir,
      env,
      servers,
      apps: apps as TestStack<WithApps>['apps'],
      webUrl: env.APP_ORIGIN,
      gatewayUrl,
      metricsPorts,
      ...(productionWeb ? { web: productionWeb } : {}),
      waitForHealthy: healthy,
      stop: async () => {
        await stopAll();
        if (process.env.KEEP_TEST_STACK) console.log(`[test-stack] kept ${dir}`);
        else fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    (error as Error).message += `\n[test-stack] logs kept in ${path.join(dir, 'logs')}`;
    throw error;
  }
}

/** The gateway's health (which covers every service) and the front end's dev server, as started. */
async function waitForApps(
  apps: Apps,
  env: StackEnv,
  healthy: (timeoutMs?: number) => Promise<HealthReport>,
  timeoutMs: number,
): Promise<void> {
  const waits: Promise<unknown>[] = [];
  if (apps.names.includes('gateway')) waits.push(healthy());
  if (apps.names.includes('web')) {
    waits.push(
      pollUntil(httpProbe(`http://127.0.0.1:${env.WEB_PORT}/`), {
        what: 'the front end',
        timeoutMs,
        giveUp: apps.crashed,
      }),
    );
  }
  await Promise.all(waits);
}
