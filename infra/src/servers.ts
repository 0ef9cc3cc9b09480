import fs from 'node:fs';
import path from 'node:path';
import { Client as MinioClient } from 'minio';
import {
  defaultEnv,
  s3SettingsFromEnv,
  serverEnv,
  type Env,
  type S3Settings,
  type ServerEnv,
  type ServerPorts,
} from './env';
import { ManagedProcess } from './managed-process';
import { appPasswords, localNatsAuth, type LocalNatsAuth } from './nats/local-auth';
import { linePrefix } from './output';
import { type BackoffOptions, type CrashRestarter, DEV_BACKOFF, restartOnCrash } from './restart-on-crash';
import { NODE_BIN, resolveBinary, TOOLS_BIN } from './paths';
import { httpProbe, pollUntil, tcpProbe, type Probe } from './wait';

export const SERVER_NAMES = ['nats', 'redis', 'ferretdb', 'minio', 'maildev'] as const;
export type ServerName = (typeof SERVER_NAMES)[number];

export interface StartServersOptions {
  dataDir: string;
  ports: ServerPorts;
  /** A real MongoDB to use instead of starting FerretDB. */
  mongoUrl?: string;
  s3?: S3Settings;
  natsPasswords?: Env;
  verbose?: boolean;
  quiet?: boolean;
  readyTimeoutMs?: number;
  /** A test that kills one server keeps it to itself. */
  only?: readonly ServerName[];
  restartOnCrash?: boolean | BackoffOptions;
}

export interface Servers {
  /** NATS_USER is the operator's; startApps gives each app its own user. */
  env: ServerEnv & LocalNatsAuth['operatorEnv'] & Env;
  /** Without ferretdb when mongoUrl is given. */
  names: ServerName[];
  stop(): Promise<void>;
  stopServer(name: ServerName): Promise<void>;
  /** Kills a server with SIGKILL, as a supervisor would end it (not a crash: no restart follows). */
  killServer(name: ServerName): Promise<void>;
  pid(name: ServerName): number | undefined;
  startServer(name: ServerName): Promise<void>;
}

export interface ServerSpec {
  name: ServerName;
  command: string;
  args: string[];
  env?: Env;
  probes: Probe[];
  address: string;
  afterReady?: () => Promise<void>;
  configFile?: { path: string; text: string };
}

const DEFAULT_READY_TIMEOUT_MS = 60_000;

export async function startServers(options: StartServersOptions): Promise<Servers> {
  const { dataDir, ports, mongoUrl, verbose = false, quiet = false } = options;
  const s3 = options.s3 ?? s3SettingsFromEnv(defaultEnv());
  const nats = localNatsAuth(appPasswords(options.natsPasswords ?? defaultEnv()));
  const specs = serverSpecs({ dataDir, ports, mongoUrl, s3, nats }).filter(
    (spec) => !options.only || options.only.includes(spec.name),
  );
  const logDir = path.join(dataDir, 'logs');
  for (const folder of [logDir, ...specs.map((spec) => path.join(dataDir, spec.name))])
    fs.mkdirSync(folder, { recursive: true });
  const width = Math.max(...specs.map((spec) => spec.name.length));
  const restarters = new Map<ServerName, CrashRestarter>();
  const processes = new Map(
    specs.map((spec, index) => {
      const output = verbose
        ? { prefix: linePrefix(spec.name, index, width) }
        : { logFile: path.join(logDir, `${spec.name}.log`) };
      const reportCrash = (reason: string) => {
        if (!quiet) console.error(`[servers] ${spec.name} ${reason}; its last output:\n${proc.tail()}`);
        restarters.get(spec.name)?.crashed(reason);
      };
      // Each server runs inside its data folder, so nothing lands in the caller's working directory.
      const cwd = path.join(dataDir, spec.name);
      const proc = new ManagedProcess(
        { name: spec.name, command: spec.command, args: spec.args, cwd, env: { ...process.env, ...spec.env } },
        output,
        reportCrash,
      );
      return [spec.name, { spec, proc }] as const;
    }),
  );
  const readyTimeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;

  const entry = (name: ServerName) => {
    const found = processes.get(name);
    if (!found) throw new Error(`${name} is not part of this stack (servers: ${[...processes.keys()].join(', ')})`);
    return found;
  };
  const startOne = async (name: ServerName) => {
    const { spec, proc } = entry(name);
    const started = Date.now();
    if (spec.configFile) fs.writeFileSync(spec.configFile.path, spec.configFile.text, { mode: 0o600 });
    proc.start();
    await waitReady(spec, proc, readyTimeoutMs);
    await spec.afterReady?.();
    if (!quiet) console.log(`[servers] ${name} ready on ${spec.address} (${Date.now() - started} ms)`);
  };
  const stopAll = () => {
    for (const restarter of restarters.values()) restarter.cancel();
    return Promise.all([...processes.values()].map(({ proc }) => proc.stop())).then(() => undefined);
  };
  if (options.restartOnCrash) {
    const backoff = options.restartOnCrash === true ? DEV_BACKOFF : options.restartOnCrash;
    const say = (line: string) => console.log(`[servers] ${line}`);
    for (const name of processes.keys())
      restarters.set(
        name,
        restartOnCrash(name, () => startOne(name), say, backoff),
      );
  }

  try {
    await Promise.all(specs.map((spec) => startOne(spec.name)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    env: { ...serverEnv(ports, s3, mongoUrl), ...nats.operatorEnv, ...appPasswords(nats.serverEnv) },
    names: specs.map((spec) => spec.name),
    stop: stopAll,
    stopServer: (name) => entry(name).proc.stop(),
    killServer: (name) => entry(name).proc.kill(),
    pid: (name) => entry(name).proc.pid,
    startServer: startOne,
  };
}

export interface ServerSpecOptions {
  dataDir: string;
  ports: ServerPorts;
  mongoUrl?: string;
  s3: S3Settings;
  nats: Pick<LocalNatsAuth, 'config' | 'serverEnv'>;
  /** Tests pass a stub: the tools may be absent there. */
  locate?: (candidates: string[]) => string;
}

export function serverSpecs({
  dataDir,
  ports,
  mongoUrl,
  s3,
  nats,
  locate = findTool,
}: ServerSpecOptions): ServerSpec[] {
  const dir = (name: ServerName) => path.join(dataDir, name);
  const at = (port: number) => `127.0.0.1:${port}`;
  const specs: ServerSpec[] = [
    {
      name: 'nats',
      command: locate(['nats-server', '/usr/sbin/nats-server']),
      args: [
        ...['--config', path.join(dir('nats'), 'authorization.conf')],
        ...['--addr', '127.0.0.1', '--port', String(ports.nats), '--jetstream', '--store_dir', dir('nats')],
      ],
      env: nats.serverEnv,
      configFile: { path: path.join(dir('nats'), 'authorization.conf'), text: nats.config },
      probes: [tcpProbe(ports.nats, { expect: /^INFO / })],
      address: at(ports.nats),
    },
    {
      name: 'redis',
      command: locate(['redis-server', '/usr/bin/redis-server']),
      // Every write synced before it is acknowledged, so a mail job accepted just before a crash is not lost.
      args: [
        '--bind',
        '127.0.0.1',
        '--port',
        String(ports.redis),
        '--dir',
        dir('redis'),
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--protected-mode',
        'no',
      ],
      // PING answers -LOADING while the append-only file is replayed, +PONG once usable.
      probes: [tcpProbe(ports.redis, { send: 'PING\r\n', expect: /^\+PONG/ })],
      address: at(ports.redis),
    },
    {
      name: 'minio',
      command: locate([path.join(TOOLS_BIN, 'minio')]),
      args: ['server', dir('minio'), '--address', at(ports.s3), '--console-address', at(ports.s3Console), '--quiet'],
      env: { MINIO_ROOT_USER: s3.accessKey, MINIO_ROOT_PASSWORD: s3.secretKey, MINIO_UPDATE: 'off' },
      probes: [httpProbe(`http://${at(ports.s3)}/minio/health/ready`)],
      address: at(ports.s3),
      afterReady: () => ensureBucket(ports.s3, s3),
    },
    {
      name: 'maildev',
      command: locate([NODE_BIN]),
      args: [
        require.resolve('maildev/bin/maildev'),
        ...['--smtp', String(ports.smtp), '--web', String(ports.mailUi), '--ip', '127.0.0.1'],
        ...['--mail-directory', dir('maildev')],
      ],
      probes: [tcpProbe(ports.smtp, { expect: /^220 / }), httpProbe(`http://${at(ports.mailUi)}/healthz`)],
      address: `smtp ${at(ports.smtp)}, web ${at(ports.mailUi)}`,
    },
  ];
  if (!mongoUrl) {
    specs.splice(2, 0, {
      name: 'ferretdb',
      command: locate([path.join(TOOLS_BIN, 'ferretdb')]),
      args: [
        '--handler=sqlite',
        // The URL must end with a slash; synchronous=NORMAL may lose the last commits to an OS crash, like MongoDB's w:1.
        `--sqlite-url=file:${dir('ferretdb')}/?_pragma=synchronous(normal)`,
        `--state-dir=${dir('ferretdb')}`,
        `--listen-addr=${at(ports.mongo)}`,
        `--debug-addr=${process.env.FERRETDB_DEBUG_ADDR ?? '-'}`,
        '--telemetry=disable',
        '--log-level=warn',
      ],
      probes: [tcpProbe(ports.mongo)],
      address: at(ports.mongo),
    });
  }
  return specs;
}

function findTool(candidates: string[]): string {
  return resolveBinary(
    candidates,
    'Run infra/scripts/install-tools.sh (make dev does) to install the local stack tools.',
  );
}

async function waitReady(spec: ServerSpec, proc: ManagedProcess, timeoutMs: number): Promise<void> {
  try {
    for (const probe of spec.probes) {
      await pollUntil(probe, { what: `${spec.name} on ${spec.address}`, timeoutMs, giveUp: () => proc.stoppedBecause });
    }
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(
      `${message}\n--- last lines of ${spec.name}'s output (${proc.describeOutput()}) ---\n${proc.tail()}`,
      { cause: error },
    );
  }
}

async function ensureBucket(port: number, s3: S3Settings): Promise<void> {
  const client = new MinioClient({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
  });
  if (!(await client.bucketExists(s3.bucket))) await client.makeBucket(s3.bucket);
}
