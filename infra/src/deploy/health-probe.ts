// A NATS-only service's container health check. Nest connects to NATS once its modules are up: connected is live;
// any replica may answer `<service>.health`, so readiness asks both.
import fs from 'node:fs';
import { natsConnectOptions, natsPasswordVar, type NatsSettings } from '@typing/service-kit/src/nats-connection';

const ESTABLISHED = '01';
const REQUEST_TIMEOUT_MS = 3000;

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

/** The password found as the app finds it: compose gives only NATS_PASSWORD_<USER>. */
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
