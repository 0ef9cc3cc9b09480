/**
 * The production NATS cluster's routes as kustomize renders them (k8s/overlays/prod), run by real
 * nats-server processes: three nodes with the Secret's cluster password form the cluster; a server
 * that the network would let through but that has no password is refused.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NATS_USERS, passwordVar } from '../src/nats/access';
import { kustomizeBuild } from '../src/deploy/kubernetes';
import { natsServerSetup } from '../src/deploy/nats-wiring';
import { ManagedProcess } from '../src/managed-process';
import { REPO_ROOT, resolveBinary, TOOLS_BIN } from '../src/paths';
import { freePorts } from '../src/ports';
import { httpProbe, pollUntil } from '../src/wait';

const NODES = 3;
const secret = () => `n${randomBytes(16).toString('hex')}`;
const clusterPassword = secret();
const secrets = {
  'typing-secrets': {
    NATS_CLUSTER_PASSWORD: clusterPassword,
    ...Object.fromEntries(NATS_USERS.map((user) => [passwordVar(user), secret()])),
  },
};

const natsServer = resolveBinary(['nats-server', '/usr/sbin/nats-server'], 'Run `make tools`.');
let dir: string;
const servers: ManagedProcess[] = [];
let monitorPorts: number[];
let clusterPorts: number[];

/** A nats-server in its own folder with `conf` (and the files beside it) and `env`. */
function start(name: string, conf: string, files: Record<string, string>, env: Record<string, string>) {
  const home = path.join(dir, name);
  fs.mkdirSync(home, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(home, file), text);
  fs.writeFileSync(path.join(home, 'nats.conf'), conf);
  const server = new ManagedProcess(
    { name, command: natsServer, args: ['-c', path.join(home, 'nats.conf')], env: { PATH: process.env.PATH, ...env } },
    { logFile: path.join(home, 'server.log') },
  );
  server.start();
  servers.push(server);
  return { log: () => fs.readFileSync(path.join(home, 'server.log'), 'utf8') };
}

const routez = async (node: number) =>
  (await (await fetch(`http://127.0.0.1:${monitorPorts[node]}/routez`)).json()) as { num_routes: number };

const nodeLogs: (() => string)[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typing-nats-routes-'));
  const kustomize = resolveBinary([path.join(TOOLS_BIN, 'kustomize'), 'kustomize'], 'Run `make tools`.');
  const setup = natsServerSetup(kustomizeBuild(kustomize, path.join(REPO_ROOT, 'k8s/overlays/prod')), secrets);
  if (!setup?.files['nats.conf']) throw new Error('the prod overlay renders no NATS server config');
  const ports = await freePorts(NODES * 3);
  const clientPorts = ports.slice(0, NODES);
  monitorPorts = ports.slice(NODES, NODES * 2);
  clusterPorts = ports.slice(NODES * 2);
  for (let node = 0; node < NODES; node += 1) {
    // The pod's ports, data folder and peer addresses, moved onto this machine; nothing else changes.
    const conf = setup.files['nats.conf']
      .replace(/^port: 4222$/m, `port: ${clientPorts[node]}`)
      .replace(/^http_port: 8222$/m, `http_port: ${monitorPorts[node]}`)
      .replace(/^(\s+)port: 6222$/m, `$1port: ${clusterPorts[node]}`)
      .replace(/store_dir: \/data/, `store_dir: ${path.join(dir, `data-${node}`)}`)
      .replace(/nats-(\d)\.nats:6222/g, (_, peer: string) => `127.0.0.1:${clusterPorts[Number(peer)]}`);
    const env: Record<string, string> = { ...setup.env, POD_NAME: `nats-${node}` };
    for (const [name, value] of Object.entries(env))
      env[name] = value.replace(
        /@nats-(\d)\.nats:6222/,
        (_, peer: string) => `@127.0.0.1:${clusterPorts[Number(peer)]}`,
      );
    const { log } = start(`nats-${node}`, conf, setup.files, env);
    nodeLogs.push(log);
  }
  for (let node = 0; node < NODES; node += 1)
    await pollUntil(httpProbe(`http://127.0.0.1:${monitorPorts[node]}/varz`), {
      what: `nats-${node}`,
      timeoutMs: 15_000,
    });
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('the three nodes, given the Secret, route to each other; the password is never logged', async () => {
  await pollUntil(
    async () => {
      for (let node = 0; node < NODES; node += 1)
        if ((await routez(node)).num_routes !== NODES - 1) throw new Error(`nats-${node} has not all its routes yet`);
    },
    { what: 'the cluster to form', timeoutMs: 20_000, intervalMs: 100 },
  );
  for (const log of nodeLogs) expect(log()).not.toContain(clusterPassword);
});

test('a server without the cluster password cannot join, though it reaches the route port', async () => {
  const [rogueClient, rogueCluster] = await freePorts(2);
  const rogue = start(
    'rogue',
    `port: ${rogueClient}\ncluster {\n  name: typing\n  port: ${rogueCluster}\n  routes: [ nats://127.0.0.1:${clusterPorts[0]} ]\n}\n`,
    {},
    {},
  );
  await pollUntil(
    async () => {
      if (!rogue.log().includes('Authorization Violation')) throw new Error('no refusal yet');
    },
    { what: "nats-0's refusal of the rogue route", timeoutMs: 15_000, intervalMs: 100 },
  );
  for (let node = 0; node < NODES; node += 1) expect((await routez(node)).num_routes).toBe(NODES - 1);
});
