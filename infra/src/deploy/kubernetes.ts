import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { Env } from '../env';
import { REPO_ROOT } from '../paths';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: Record<string, unknown>;
  [key: string]: unknown;
}

export function kustomizeOutput(kustomize: string, dir: string): string {
  const result = spawnSync(kustomize, ['build', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`kustomize build ${dir} failed:\n${result.stderr.trim()}`);
  return result.stdout;
}

export function kustomizeBuild(kustomize: string, dir: string): K8sObject[] {
  return parseObjects(kustomizeOutput(kustomize, dir));
}

export function parseObjects(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(doc.errors.map((e) => e.message).join('\n'));
      return doc.toJS() as K8sObject | null;
    })
    .filter((obj): obj is K8sObject => obj !== null);
}

/** kubernetes-models ships its validators as ESM without a `require` export: load them by file. */
function modelsDir(): string {
  for (const dir of [path.join(REPO_ROOT, 'node_modules'), path.join(REPO_ROOT, 'infra', 'node_modules')]) {
    const candidate = path.join(dir, 'kubernetes-models');
    if (fs.existsSync(path.join(candidate, '_schemas'))) return candidate;
  }
  throw new Error('kubernetes-models is not installed (npm install)');
}

export function schemaName(apiVersion: string, kind: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['core', apiVersion];
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const groupName = group.split('.')[0].split('-').map(capital).join('');
  return `IoK8sApi${groupName}${capital(version)}${kind}`;
}

type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string; keyword: string; params: unknown }[] | null;
};
const validators = new Map<string, Validate | undefined>();

function validatorFor(apiVersion: string, kind: string): Validate | undefined {
  const name = schemaName(apiVersion, kind);
  if (!validators.has(name)) {
    const file = path.join(modelsDir(), '_schemas', `${name}.js`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    validators.set(name, fs.existsSync(file) ? (require(file) as { validate: Validate }).validate : undefined);
  }
  return validators.get(name);
}

export function objectProblems(obj: K8sObject): string[] {
  const where = `${obj?.kind ?? '?'} ${obj?.metadata?.name ?? '?'}`;
  if (!obj || typeof obj.apiVersion !== 'string' || typeof obj.kind !== 'string')
    return [`${where}: apiVersion and kind are required`];
  if (!obj.metadata?.name) return [`${where}: metadata.name is required`];
  const validate = validatorFor(obj.apiVersion, obj.kind);
  if (!validate) return [`${where}: ${obj.apiVersion} ${obj.kind} is not a Kubernetes API kind`];
  if (validate(obj)) return [];
  return (validate.errors ?? []).map(
    (e) => `${where}: ${e.instancePath || '/'} ${e.message ?? describe(e.keyword, e.params)}`,
  );
}

/** The models' validators are compiled without messages: say what the keyword means. */
function describe(keyword: string, params: unknown): string {
  const p = (params ?? {}) as Record<string, unknown>;
  if (keyword === 'type') return `must be ${String(p.type)}`;
  if (keyword === 'required') return `must have required property '${String(p.missingProperty)}'`;
  if (keyword === 'enum') return `must be one of ${JSON.stringify(p.allowedValues)}`;
  return `fails ${keyword} ${JSON.stringify(params)}`;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    fieldRef?: unknown;
    resourceFieldRef?: unknown;
  };
}
interface EnvFromSource {
  prefix?: string;
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}
export interface Container {
  name: string;
  image?: string;
  env?: EnvVar[];
  envFrom?: EnvFromSource[];
  ports?: { name?: string; containerPort: number }[];
}

/** The Secrets an overlay does not generate (prod: the operator creates `typing-secrets`). */
export type ExternalSecrets = Record<string, Env>;

function sourceData(
  objects: K8sObject[],
  kind: 'ConfigMap' | 'Secret',
  name: string,
  external: ExternalSecrets,
): Env | undefined {
  const found = objects.find((obj) => obj.kind === kind && obj.metadata.name === name);
  if (!found) return kind === 'Secret' ? external[name] : undefined;
  const decoded: Env = {};
  for (const [key, value] of Object.entries(found.data ?? {}))
    decoded[key] = kind === 'Secret' ? Buffer.from(value, 'base64').toString('utf8') : value;
  return { ...decoded, ...(found.stringData ?? {}) };
}

/** envFrom first, then env, as the kubelet applies them. */
export function containerEnv(
  container: Container,
  objects: K8sObject[],
  external: ExternalSecrets = {},
): { env: Env; problems: string[] } {
  const env: Env = {};
  const problems: string[] = [];
  for (const source of container.envFrom ?? []) {
    const ref = source.configMapRef ?? source.secretRef;
    const kind = source.configMapRef ? 'ConfigMap' : 'Secret';
    if (!ref) continue;
    const data = sourceData(objects, kind, ref.name, external);
    if (!data) {
      if (!ref.optional) problems.push(`envFrom ${kind} ${ref.name} does not exist`);
      continue;
    }
    for (const [key, value] of Object.entries(data)) env[`${source.prefix ?? ''}${key}`] = value;
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) {
      env[variable.name] = variable.value;
      continue;
    }
    const keyRef = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
    if (!keyRef) {
      if (variable.valueFrom) env[variable.name] = 'from-the-downward-api';
      continue;
    }
    const kind = variable.valueFrom?.configMapKeyRef ? 'ConfigMap' : 'Secret';
    const value = sourceData(objects, kind, keyRef.name, external)?.[keyRef.key];
    if (value === undefined) {
      if (!keyRef.optional) problems.push(`env ${variable.name}: ${kind} ${keyRef.name} has no key ${keyRef.key}`);
      continue;
    }
    env[variable.name] = value;
  }
  return { env, problems };
}

export function imageApp(image: string | undefined): string | undefined {
  const match = /(?:^|\/)typing\/([a-z0-9-]+)(?::[^/]*)?(?:@.*)?$/.exec(image ?? '');
  return match?.[1];
}

export function podContainers(obj: K8sObject): Container[] {
  const template = (obj.spec?.template as { spec?: { containers?: Container[] } } | undefined)?.spec;
  return template?.containers ?? [];
}
