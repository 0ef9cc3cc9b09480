/** `make dev`: the whole stack on .env's ports, restarted on a crash or a source change, stopped in order on Ctrl-C. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { localMetricsPorts, startApps, waitForHealthy, type Apps } from './apps';
import { devSummary } from './dev-summary';
import {
  appEnv,
  appPortsFromEnv,
  defaultEnv,
  devEnvFile,
  fillBlanks,
  overriddenVars,
  s3SettingsFromEnv,
  serverPortsFromEnv,
  type Env,
} from './env';
import { isPortFree } from './ports';
import { DEV_DATA_DIR, REPO_ROOT } from './paths';
import { startServers, type Servers } from './servers';
import { watchSources } from './source-watch';

const HEALTH_TIMEOUT_MS = 120_000;

function log(message: string): void {
  console.log(`[dev] ${message}`);
}

function installTools(): void {
  const result = spawnSync('bash', [path.join(REPO_ROOT, 'infra/scripts/install-tools.sh')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('infra/scripts/install-tools.sh failed (see above)');
}

async function assertPortsFree(env: Env, names: string[]): Promise<void> {
  const taken: string[] = [];
  for (const name of names) if (!(await isPortFree(Number(env[name])))) taken.push(`${name}=${env[name]}`);
  if (taken.length > 0) {
    throw new Error(
      `port(s) already in use: ${taken.join(', ')}. Is make dev already running? Otherwise change them in .env.`,
    );
  }
}

let servers: Servers | undefined;
let apps: Apps | undefined;
let stopping = false;

async function stopEverything(): Promise<void> {
  await apps?.stopAll();
  await servers?.stop();
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    log('second signal: killing everything now');
    process.exit(130); // managed-process's exit hook SIGKILLs the children
  }
  stopping = true;
  log(`${signal}: stopping apps, then servers…`);
  await stopEverything();
  log('stopped');
  process.exit(0);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  installTools();
  const envFile = devEnvFile();
  // Variables already set in the shell win over the file.
  process.loadEnvFile(envFile);
  log(`configuration from ${path.relative(REPO_ROOT, envFile)}`);
  const fileEnv = process.env as Env;
  const serverPorts = serverPortsFromEnv(fileEnv);
  const appPorts = appPortsFromEnv(fileEnv);
  const mongoUrl = fileEnv.MONGO_URL || undefined;
  if (mongoUrl) log(`using MongoDB at ${mongoUrl} (MONGO_URL); FerretDB is not started`);

  const portVars = [
    'NATS_PORT',
    'REDIS_PORT',
    'S3_PORT',
    'S3_CONSOLE_PORT',
    'SMTP_PORT',
    'MAIL_UI_PORT',
    'GATEWAY_PORT',
    'WEB_PORT',
  ];
  await assertPortsFree(fileEnv, mongoUrl ? portVars : [...portVars, 'MONGO_PORT']);

  fs.mkdirSync(DEV_DATA_DIR, { recursive: true });
  fs.writeFileSync(path.join(DEV_DATA_DIR, '.gitignore'), '*\n');

  log(`starting servers (data in ${path.relative(REPO_ROOT, DEV_DATA_DIR)}/)…`);
  servers = await startServers({
    dataDir: DEV_DATA_DIR,
    ports: serverPorts,
    mongoUrl,
    s3: s3SettingsFromEnv(fileEnv),
    // An older .env may lack the NATS passwords: .env.example's then.
    natsPasswords: { ...defaultEnv(), ...fileEnv },
    verbose: process.argv.includes('--verbose'),
    restartOnCrash: true,
  });
  if (stopping) return;

  const derived = { ...servers.env, ...appEnv(appPorts) };
  for (const name of overriddenVars(fileEnv, derived)) {
    log(
      `note: ${name}=${fileEnv[name]} comes from ${path.basename(envFile)}; the local server would be ${derived[name]}`,
    );
  }
  // An older .env may lack a newer variable: .env.example's then.
  const env = fillBlanks({ ...defaultEnv(), ...fileEnv }, derived);
  log('starting apps…');
  const metricsPorts = localMetricsPorts(Number(env.METRICS_PORT || 19460));
  apps = startApps({ env, metricsPorts, restartOnCrash: true });
  const running = apps;
  watchSources((names) => {
    log(`source changed: restarting ${names.join(', ')}`);
    for (const name of names) void running.restartApp(name);
  });
  console.log(devSummary(env, path.join(DEV_DATA_DIR, 'logs'), metricsPorts));

  // Every 2 s: the gateway logs each unhealthy answer, which would flood the console at startup.
  waitForHealthy(`http://127.0.0.1:${env.GATEWAY_PORT}/api/health`, HEALTH_TIMEOUT_MS, {
    intervalMs: 2000,
    token: env.HEALTH_TOKEN,
  })
    .then(() => log(`all services healthy — open http://localhost:${env.WEB_PORT}`))
    .catch((error: Error) => !stopping && log(`not healthy yet: ${error.message}`));
}

main().catch(async (error: Error) => {
  console.error(`[dev] ${error.message}`);
  await stopEverything();
  process.exit(1);
});
