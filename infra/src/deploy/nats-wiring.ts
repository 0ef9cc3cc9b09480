/**
 * The NATS users as deployed (issue 18): the NATS server of compose and of each overlay runs with
 * the authorization block generated from the permissions table, holds every user's password, and
 * each app connects as the user of its own name with the very password the server has for it.
 */
import { natsPasswordVar } from '@typing/service-kit/src/nats-connection';
import type { Env } from '../env';
import { NATS_USERS } from '../nats/access';
import { type ComposeFile, serviceEnv } from './compose';
import { containerEnv, type ExternalSecrets, type K8sObject, imageApp, podContainers } from './kubernetes';

/** The app's user and password as its config reads them (NATS_PASSWORD, else NATS_PASSWORD_<USER>). */
function appCredentials(env: Env): { user?: string; password?: string } {
  const user = env.NATS_USER;
  return { user, password: env.NATS_PASSWORD || (user ? env[natsPasswordVar(user)] : undefined) };
}

/** Every app against the server's environment: its own user, the server's password for it. */
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

/** docker-compose.yml: the nats service loads the generated block; every app's credentials match it. */
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

/** The ConfigMaps a pod template mounts (plain or projected volumes). */
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

/**
 * An overlay: its NATS StatefulSet mounts the nats-authorization ConfigMap (built from
 * k8s/base/nats-authorization.conf, which the drift check compares with the table) and has every
 * password; every app's Deployment connects as its own user with the server's password.
 */
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
