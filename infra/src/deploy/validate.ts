import fs from 'node:fs';
import path from 'node:path';
import { APP_CONFIGS, ALL_APPS, configProblems } from './app-configs';
import { buildArgs, buildPaths, composeSchemaProblems, parseCompose, serviceEnv, type ComposeFile } from './compose';
import { dockerfileProblems, workspaceDirs } from './dockerfiles';
import { probeSettings } from './health-probe';
import { networkReachProblems } from './network-reach';
import { BaseConfig, loadConfig, METRICS_PATH } from '@typing/service-kit';
import {
  type Container,
  containerEnv,
  imageApp,
  objectProblems,
  podContainers,
  type ExternalSecrets,
  type K8sObject,
} from './kubernetes';
import type { Env } from '../env';

/** The only compose services that may publish host ports. */
const PUBLISHED_SERVICES = ['frontend', 'mailpit', 'minio'];

export interface ComposeCheckOptions {
  root: string;
  vars: Env;
  configs?: typeof APP_CONFIGS;
  apps?: readonly string[];
  skipDockerfiles?: boolean;
}

export function composeProblems(doc: ComposeFile, options: ComposeCheckOptions): string[] {
  const { root, vars, configs = APP_CONFIGS, apps = ALL_APPS, skipDockerfiles = false } = options;
  const problems = composeSchemaProblems(doc).map((p) => `schema: ${p}`);
  if (problems.length > 0 || !doc?.services) return problems;
  const services = doc.services;
  const workspaces = skipDockerfiles ? [] : workspaceDirs(root);

  for (const [name, service] of Object.entries(services)) {
    if (!service.healthcheck?.test || service.healthcheck.disable) problems.push(`${name}: no healthcheck`);
    if (service.ports?.length && !PUBLISHED_SERVICES.includes(name))
      problems.push(`${name}: publishes ports (only ${PUBLISHED_SERVICES.join(', ')} may)`);
    const dependsOn = service.depends_on ?? {};
    const dependencies = Array.isArray(dependsOn)
      ? dependsOn.map((dep) => [dep, {}] as const)
      : Object.entries(dependsOn).map(([dep, spec]) => [dep, spec ?? {}] as const);
    for (const [dependency, spec] of dependencies) {
      const condition = (spec as { condition?: string }).condition;
      if (!services[dependency]) problems.push(`${name}: depends on ${dependency}, which is not a service`);
      else if (condition !== 'service_healthy' && condition !== 'service_completed_successfully')
        problems.push(`${name}: depends on ${dependency} without condition: service_healthy`);
    }
  }

  for (const app of apps) {
    const service = services[app];
    if (!service) {
      problems.push(`${app}: no compose service`);
      continue;
    }
    const build = buildPaths(service);
    if (!build) problems.push(`${app}: no build section`);
    else if (!skipDockerfiles) {
      const context = path.resolve(root, build.context);
      if (!fs.existsSync(context)) problems.push(`${app}: build context ${build.context} does not exist`);
      else
        problems.push(
          ...dockerfileProblems({
            dockerfile: path.relative(context, path.resolve(root, build.dockerfile)),
            context,
            workspaces,
            buildArgs: buildArgs(service, vars),
          }),
        );
    }
  }

  for (const [app, configClass] of Object.entries(configs)) {
    const service = services[app];
    if (!service) continue;
    let env: Env;
    try {
      env = serviceEnv(service, root, vars);
    } catch (error) {
      problems.push(`${app}: ${(error as Error).message}`);
      continue;
    }
    for (const problem of configProblems(configClass, env)) problems.push(`${app} (compose environment): ${problem}`);
    if (JSON.stringify(service.healthcheck?.test ?? '').includes('health-probe') && !probeSettings(env))
      problems.push(
        `${app}: its healthcheck (health-probe) finds no NATS_URL, NATS_USER and NATS password in its environment`,
      );
  }
  return problems;
}

export function checkComposeFile(file: string, vars: Env): string[] {
  const doc = parseCompose(fs.readFileSync(file, 'utf8'));
  return composeProblems(doc, { root: path.dirname(file), vars });
}

export interface OverlayCheckOptions {
  externalSecrets?: ExternalSecrets;
  configs?: typeof APP_CONFIGS;
  apps?: readonly string[];
}

const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);

export function overlayProblems(objects: K8sObject[], options: OverlayCheckOptions = {}): string[] {
  const { externalSecrets = {}, configs = APP_CONFIGS, apps = ALL_APPS } = options;
  const problems = [...objects.flatMap(objectProblems), ...networkReachProblems(objects)];
  const deployments = objects.filter((obj) => obj.kind === 'Deployment');

  for (const obj of objects.filter((o) => WORKLOADS.has(o.kind))) {
    const podSpec = (obj.spec?.template as { spec?: Record<string, unknown> } | undefined)?.spec ?? {};
    const podSecurity = (podSpec.securityContext ?? {}) as { runAsNonRoot?: boolean };
    for (const container of podContainers(obj) as (ReturnType<typeof podContainers>[number] &
      Record<string, unknown>)[]) {
      const where = `${obj.kind} ${obj.metadata.name}/${container.name}`;
      const security = (container.securityContext ?? {}) as {
        runAsNonRoot?: boolean;
        allowPrivilegeEscalation?: boolean;
      };
      if (!(security.runAsNonRoot ?? podSecurity.runAsNonRoot)) problems.push(`${where}: runAsNonRoot is not set`);
      if (security.allowPrivilegeEscalation !== false)
        problems.push(`${where}: allowPrivilegeEscalation must be false`);
      const resources = (container.resources ?? {}) as { requests?: unknown; limits?: unknown };
      if (!resources.requests || !resources.limits)
        problems.push(`${where}: resource requests and limits are required`);
      if (!container.readinessProbe || !container.livenessProbe)
        problems.push(`${where}: readiness and liveness probes are required`);
    }
    if (obj.kind === 'Deployment' && podSpec.terminationGracePeriodSeconds === undefined)
      problems.push(`Deployment ${obj.metadata.name}: terminationGracePeriodSeconds is not set`);
  }

  for (const app of apps) {
    const matching = deployments.filter((obj) => podContainers(obj).some((c) => imageApp(c.image) === app));
    if (matching.length !== 1) {
      problems.push(`${app}: expected one Deployment running typing/${app}, found ${matching.length}`);
      continue;
    }
    const deployment = matching[0];
    const targets = (kind: string) =>
      objects.some(
        (obj) =>
          obj.kind === kind &&
          (kind === 'HorizontalPodAutoscaler'
            ? (obj.spec?.scaleTargetRef as { name?: string } | undefined)?.name === deployment.metadata.name
            : JSON.stringify((obj.spec?.selector as { matchLabels?: unknown } | undefined)?.matchLabels) ===
              JSON.stringify((deployment.spec?.selector as { matchLabels?: unknown } | undefined)?.matchLabels)),
      );
    if (!targets('HorizontalPodAutoscaler')) problems.push(`${app}: no HorizontalPodAutoscaler`);
    if (!targets('PodDisruptionBudget')) problems.push(`${app}: no PodDisruptionBudget`);

    const configClass = configs[app];
    if (!configClass) continue;
    const container = podContainers(deployment).find((c) => imageApp(c.image) === app)!;
    const { env, problems: refs } = containerEnv(container, objects, externalSecrets);
    problems.push(...refs.map((p) => `${app} (Kubernetes): ${p}`));
    const envProblems = configProblems(configClass, env);
    for (const problem of envProblems) problems.push(`${app} (Kubernetes environment): ${problem}`);
    if (envProblems.length === 0)
      problems.push(...scrapeProblems(app, deployment, container, loadConfig(BaseConfig, env)));
  }
  return problems;
}

/** Prometheus finds each Node app through its pod's annotations. */
function scrapeProblems(app: string, deployment: K8sObject, container: Container, config: BaseConfig): string[] {
  const annotations =
    (deployment.spec?.template as { metadata?: { annotations?: Record<string, string> } } | undefined)?.metadata
      ?.annotations ?? {};
  const where = `${app} (Kubernetes metrics)`;
  const problems: string[] = [];
  if (annotations['prometheus.io/scrape'] !== 'true') problems.push(`${where}: prometheus.io/scrape is not "true"`);
  if (annotations['prometheus.io/port'] !== String(config.METRICS_PORT))
    problems.push(`${where}: prometheus.io/port is not METRICS_PORT (${config.METRICS_PORT})`);
  if (annotations['prometheus.io/path'] !== METRICS_PATH)
    problems.push(`${where}: prometheus.io/path is not ${METRICS_PATH}`);
  if (!(container.ports ?? []).some((port) => port.containerPort === config.METRICS_PORT))
    problems.push(`${where}: the container does not declare port ${config.METRICS_PORT}`);
  if (config.METRICS_HOST !== '0.0.0.0') problems.push(`${where}: METRICS_HOST must be 0.0.0.0 to be scraped`);
  return problems;
}
