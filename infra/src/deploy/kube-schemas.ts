/** Strict Kubernetes schemas for kubeconform, made offline, so that a misspelled optional field fails. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const KUBERNETES_VERSION = 'v1.34.1';

type Node = unknown;
interface Definition {
  'x-kubernetes-group-version-kind'?: { group: string; version: string; kind: string }[];
  [key: string]: unknown;
}

const DEFINITIONS_FILE = '_definitions.json';
/** Written in YAML as a number as often as a string (`cpu: 1`, `memory: 512Mi`). */
const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';

export function strictSchema(node: Node): Node {
  if (Array.isArray(node)) return node.map(strictSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, `${DEFINITIONS_FILE}#`);
    else if (key === 'properties' && value && typeof value === 'object')
      out.properties = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, strictSchema(inner)]));
    else out[key] = strictSchema(value);
  }
  if (out.format === 'int-or-string') {
    delete out.type;
    delete out.format;
    out.oneOf = [{ type: 'string' }, { type: 'integer' }];
  }
  if (out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

export function schemaFileName(group: string, version: string, kind: string): string {
  return `${kind.toLowerCase()}-${group ? `${group.split('.')[0]}-` : ''}${version}.json`.toLowerCase();
}

function writeSchemas(swagger: { definitions: Record<string, Definition> }, dir: string): number {
  const definitions = Object.fromEntries(
    Object.entries(swagger.definitions).map(([name, definition]) => [
      name,
      name === QUANTITY
        ? { ...definition, type: undefined, oneOf: [{ type: 'string' }, { type: 'number' }] }
        : definition,
    ]),
  );
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, DEFINITIONS_FILE), JSON.stringify({ definitions: strictSchema(definitions) }));
  let kinds = 0;
  for (const definition of Object.values(definitions)) {
    for (const { group, version, kind } of definition['x-kubernetes-group-version-kind'] ?? []) {
      fs.writeFileSync(path.join(dir, schemaFileName(group, version, kind)), JSON.stringify(strictSchema(definition)));
      kinds += 1;
    }
  }
  return kinds;
}

/** Made on first use from the module, downloaded through the Go module proxy once. */
export function kubernetesSchemaDir(toolsDir: string, go: string): string {
  const dir = path.join(toolsDir, 'kubernetes-schemas', KUBERNETES_VERSION);
  const done = path.join(dir, '.complete');
  if (fs.existsSync(done)) return dir;
  const download = spawnSync(go, ['mod', 'download', '-json', `k8s.io/kubernetes@${KUBERNETES_VERSION}`], {
    encoding: 'utf8',
    env: { ...process.env, GOTOOLCHAIN: 'local' },
  });
  if (download.error) throw download.error;
  const moduleDir = (JSON.parse(download.stdout || '{}') as { Dir?: string; Error?: string }).Dir;
  if (download.status !== 0 || !moduleDir)
    throw new Error(
      `go mod download k8s.io/kubernetes@${KUBERNETES_VERSION} failed: ${download.stdout}${download.stderr}`,
    );
  const swagger = JSON.parse(fs.readFileSync(path.join(moduleDir, 'api/openapi-spec/swagger.json'), 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  writeSchemas(swagger, dir);
  fs.writeFileSync(done, '');
  return dir;
}

export function kubeconformProblems(kubeconform: string, schemaDir: string, manifests: string): string[] {
  const result = spawnSync(
    kubeconform,
    ['-strict', '-output', 'text', '-schema-location', `${schemaDir}/{{ .ResourceKind }}{{ .KindSuffix }}.json`, '-'],
    { input: manifests, encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  if (result.status === 0) return [];
  const lines = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 ? lines : [`kubeconform exited with ${result.status}`];
}
