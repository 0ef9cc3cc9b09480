/** Each app connects to the deployed NATS server as its own user, with the very password the server has for it. */
import { natsPasswordVar } from '@typing/service-kit/src/nats-connection';
import type { Env } from '../env';
import { NATS_USERS } from '../nats/access';
import { type ComposeFile, serviceEnv } from './compose';
import { containerEnv, type ExternalSecrets, type K8sObject, imageApp, podContainers } from './kubernetes';

function appCredentials(env: Env): { user?: string; password?: string } {
  const user = env.NATS_USER;
  return { user, password: env.NATS_PASSWORD || (user ? env[natsPasswordVar(user)] : undefined) };
}

function credentialProblems(where: string, appEnvs: Map<string, Env>, serverEnv: Env): string[] {
  const problems: string[] = [];
  for (const app of NATS_USERS) {
    const serverPassword = serverEnv[natsPasswordVar(app)];
    if (!serverPassword) problems.push(`${where}: the NATS server has no ${natsPasswordVar(app)}`);
    const env = appEnvs.get(app);
    if (!env) continue;
    const { user, password } = appCredentials(env);
    if (user !== app) problems.push(`${where}: ${app} connects to NATS as ${user ?? 'nobody'} (NATS_USER), not ${app}`);
    else if (serverPassword && password !== serverPassword)
      problems.push(`${where}: ${app}'s NATS password is not the server's ${natsPasswordVar(app)}`);
  }
  return problems;
}

const COMPOSE_AUTHORIZATION = './infra/nats/authorization.conf';

export function composeNatsProblems(doc: ComposeFile, root: string, vars: Env): string[] {
  const nats = doc.services?.nats;
  if (!nats) return ['compose: no nats service'];
  const problems: string[] = [];
  const command = Array.isArray(nats.command) ? (nats.command as string[]) : [];
  const mount = ((nats.volumes ?? []) as unknown[]).find(
    (volume): volume is string => typeof volume === 'string' && volume.startsWith(`${COMPOSE_AUTHORIZATION}:`),
  );
  const target = mount?.split(':')[1];
  if (!target) problems.push(`compose nats: does not mount ${COMPOSE_AUTHORIZATION}`);
  else if (command[command.indexOf('--config') + 1] !== target || !command.includes('--config'))
    problems.push(`compose nats: its command does not load ${target} (--config)`);
  const appEnvs = new Map<string, Env>();
  for (const app of NATS_USERS) {
    const service = doc.services[app];
    if (service) appEnvs.set(app, serviceEnv(service, root, vars));
  }
  return [...problems, ...credentialProblems('compose', appEnvs, serviceEnv(nats, root, vars))];
}

function mountedConfigMaps(workload: K8sObject): string[] {
  const volumes =
    (
      workload.spec?.template as {
        spec?: {
          volumes?: { configMap?: { name: string }; projected?: { sources?: { configMap?: { name: string } }[] } }[];
        };
      }
    )?.spec?.volumes ?? [];
  return volumes.flatMap((volume) => [
    ...(volume.configMap ? [volume.configMap.name] : []),
    ...(volume.projected?.sources ?? []).flatMap((source) => (source.configMap ? [source.configMap.name] : [])),
  ]);
}

export function overlayNatsProblems(objects: K8sObject[], external: ExternalSecrets = {}): string[] {
  const nats = objects.find((obj) => obj.kind === 'StatefulSet' && obj.metadata.name === 'nats');
  if (!nats) return ['no NATS StatefulSet'];
  const problems: string[] = [];
  const authorization = objects.find(
    (obj) => obj.kind === 'ConfigMap' && obj.metadata.name.startsWith('nats-authorization'),
  );
  if (!authorization || !mountedConfigMaps(nats).includes(authorization.metadata.name))
    problems.push('StatefulSet nats: does not mount the nats-authorization ConfigMap');
  const server = podContainers(nats).find((container) => container.name === 'nats');
  const serverEnv = server ? containerEnv(server, objects, external).env : {};
  const appEnvs = new Map<string, Env>();
  for (const deployment of objects.filter((obj) => obj.kind === 'Deployment')) {
    for (const container of podContainers(deployment)) {
      const app = imageApp(container.image);
      if (app && (NATS_USERS as readonly string[]).includes(app))
        appEnvs.set(app, containerEnv(container, objects, external).env);
    }
  }
  return [...problems, ...credentialProblems('Kubernetes', appEnvs, serverEnv)];
}

/** As the kubelet does: only from the variables defined before it. */
function expandReferences(value: string, env: Env): string {
  return value.replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, name: string) => env[name] ?? whole);
}

export interface NatsServerSetup {
  files: Record<string, string>;
  env: Env;
}

export function natsServerSetup(objects: K8sObject[], external: ExternalSecrets = {}): NatsServerSetup | undefined {
  const nats = objects.find((obj) => obj.kind === 'StatefulSet' && obj.metadata.name === 'nats');
  const server = nats && podContainers(nats).find((container) => container.name === 'nats');
  if (!nats || !server) return undefined;
  const files: Record<string, string> = {};
  for (const name of mountedConfigMaps(nats)) {
    const configMap = objects.find((obj) => obj.kind === 'ConfigMap' && obj.metadata.name === name);
    Object.assign(files, configMap?.data ?? {});
  }
  const resolved = containerEnv(server, objects, external).env;
  const env: Env = {};
  for (const variable of server.env ?? []) {
    const value = resolved[variable.name];
    if (value !== undefined) env[variable.name] = expandReferences(value, env);
  }
  return { files, env };
}

function clusterBlock(conf: string): string | undefined {
  const start = /^\s*cluster\s*\{/m.exec(conf);
  if (!start) return undefined;
  let depth = 0;
  for (let i = start.index + start[0].length - 1; i < conf.length; i += 1) {
    if (conf[i] === '{') depth += 1;
    if (conf[i] === '}' && --depth === 0) return conf.slice(start.index + start[0].length, i);
  }
  return undefined;
}

/** A server the network lets through still cannot join a cluster without the cluster password. */
export function natsRouteProblems(objects: K8sObject[], external: ExternalSecrets = {}): string[] {
  const setup = natsServerSetup(objects, external);
  const cluster = setup && clusterBlock(setup.files['nats.conf'] ?? '');
  if (!setup || cluster === undefined) return [];
  const problems: string[] = [];
  const user = /authorization\s*\{[^}]*\buser:\s*([A-Za-z0-9_-]+)/.exec(cluster)?.[1];
  const passwordVar = /authorization\s*\{[^}]*\bpassword:\s*\$([A-Za-z_][A-Za-z0-9_]*)/.exec(cluster)?.[1];
  const password = passwordVar ? setup.env[passwordVar] : undefined;
  if (!user || !passwordVar) {
    problems.push('NATS cluster: routes are not authenticated (no authorization { user, password: $VAR } in cluster)');
  } else if (!password) {
    problems.push(`NATS cluster: the server has no ${passwordVar} for its routes' password`);
  } else if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(password)) {
    problems.push(`NATS cluster: ${passwordVar} must start with a letter and hold only letters, digits, - and _`);
  }
  const routes =
    /routes\s*[:=]?\s*\[([^\]]*)\]/
      .exec(cluster)?.[1]
      ?.split(/[\s,]+/)
      .filter(Boolean) ?? [];
  if (routes.length === 0) problems.push('NATS cluster: no routes');
  for (const route of routes) {
    const variable = /^\$([A-Za-z_][A-Za-z0-9_]*)$/.exec(route)?.[1];
    const url = variable ? setup.env[variable] : route;
    if (!url) {
      problems.push(`NATS cluster: route ${route} has no value in the server's environment`);
      continue;
    }
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.username !== user || !password || parsed.password !== password)
      problems.push(`NATS cluster: route ${route} does not carry the cluster's credentials`);
  }
  return problems;
}
