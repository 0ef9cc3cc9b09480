/**
 * Health check of a NATS-only service, run inside its container (Docker HEALTHCHECK, Kubernetes
 * exec probes): services have no HTTP port, so "healthy" is answered on the bus.
 *
 *   node infra/src/deploy/health-probe.js <service>            readiness: both checks below
 *   node infra/src/deploy/health-probe.js <service> --live     liveness: the connection check only
 *
 * 1. This container's process holds an established TCP connection to the NATS server (read from
 *    /proc/net/tcp{,6}, which list the sockets of the container's network namespace). Nest
 *    connects to NATS in `listen()`, after its modules (database included) are initialised, so
 *    the connection proves this very replica is up and subscribed.
 * 2. `<service>.health` answers `status: "up"` within the deadline (database and the service's
 *    own dependencies up). The request goes to the service's queue group, so any replica may
 *    answer: this proves the service works as a whole, check 1 proves this replica is on the bus.
 *
 * Exit code 0 healthy, 1 unhealthy (the reason on stderr). Compiled into every service image.
 */
import fs from 'node:fs';
import { natsConnectOptions, natsPasswordVar, type NatsSettings } from '@typing/service-kit/src/nats-connection';

/** TCP state "established" in /proc/net/tcp. */
const ESTABLISHED = '01';
const REQUEST_TIMEOUT_MS = 3000;

/** The ports of the NATS servers in NATS_URL (a comma-separated list in a cluster). */
export function natsPorts(natsUrl: string): number[] {
  return natsUrl
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry.includes('://') ? entry : `nats://${entry}`);
      return Number(url.port || 4222);
    });
}

/** True when a /proc/net/tcp table lists an established connection to one of `ports`. */
export function hasEstablishedConnection(table: string, ports: number[]): boolean {
  return table
    .split('\n')
    .slice(1)
    .some((line) => {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 4 || fields[3] !== ESTABLISHED) return false;
      const remotePort = parseInt(fields[2].split(':')[1] ?? '', 16);
      return ports.includes(remotePort);
    });
}

/** Nest's NATS reply (`{ id, response, isDisposed }` or `{ id, err }`) → the health verdict. */
export function healthVerdict(service: string, reply: string): { ok: boolean; reason: string } {
  let packet: { err?: unknown; response?: { status?: string; database?: string; details?: unknown } };
  try {
    packet = JSON.parse(reply);
  } catch {
    return { ok: false, reason: `${service}.health answered something that is not JSON` };
  }
  if (packet.err !== undefined) return { ok: false, reason: `${service}.health failed: ${JSON.stringify(packet.err)}` };
  const report = packet.response;
  if (report?.status === 'up') return { ok: true, reason: `${service} is up` };
  return { ok: false, reason: `${service} reports ${JSON.stringify(report)}` };
}

/**
 * The probe's NATS settings from the container's environment, the password found as the app finds
 * it: NATS_PASSWORD, else NATS_PASSWORD_<USER> (compose gives only the latter). Undefined when one
 * is missing.
 */
export function probeSettings(env: Readonly<Record<string, string | undefined>>): NatsSettings | undefined {
  const { NATS_URL, NATS_USER } = env;
  const NATS_PASSWORD = env.NATS_PASSWORD || (NATS_USER ? env[natsPasswordVar(NATS_USER)] : undefined);
  return NATS_URL && NATS_USER && NATS_PASSWORD ? { NATS_URL, NATS_USER, NATS_PASSWORD } : undefined;
}

function readTables(): string {
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .map((file) => {
      try {
        return fs.readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** Asks `<service>.health` as the service's own NATS user (NATS_USER, NATS_PASSWORD of the container). */
async function requestHealth(service: string, nats: NatsSettings): Promise<string> {
  const { connect } = await import('@nats-io/transport-node');
  const connection = await connect({
    ...natsConnectOptions(nats),
    name: `${service}-health-probe`,
    timeout: REQUEST_TIMEOUT_MS,
    maxReconnectAttempts: 0,
  });
  try {
    const payload = JSON.stringify({ pattern: `${service}.health`, data: {}, id: `probe-${process.pid}` });
    const message = await connection.request(`${service}.health`, payload, { timeout: REQUEST_TIMEOUT_MS });
    return message.string();
  } finally {
    await connection.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [service, mode] = argv;
  const nats = probeSettings(process.env);
  if (!service || !nats) {
    console.error(
      'usage: NATS_URL=nats://host:4222 NATS_USER=<service> NATS_PASSWORD=... (or NATS_PASSWORD_<USER>) health-probe <service> [--live]',
    );
    return 2;
  }
  if (!hasEstablishedConnection(readTables(), natsPorts(nats.NATS_URL))) {
    console.error(`${service}: this container has no connection to NATS (${nats.NATS_URL})`);
    return 1;
  }
  if (mode === '--live') return 0;
  try {
    const verdict = healthVerdict(service, await requestHealth(service, nats));
    if (!verdict.ok) console.error(verdict.reason);
    return verdict.ok ? 0 : 1;
  } catch (error) {
    console.error(`${service}.health: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
