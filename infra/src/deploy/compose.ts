import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import { parse } from 'yaml';
import type { Env } from '../env';

const SCHEMA_FILE = path.join(__dirname, 'schemas', 'compose-spec.json');

export interface ComposeFile {
  services: Record<string, ComposeService>;
  [key: string]: unknown;
}

export interface ComposeService {
  image?: string;
  build?:
    | string
    | { context?: string; dockerfile?: string; args?: Record<string, string | number | boolean | null> | string[] };
  env_file?: string | (string | { path: string; required?: boolean })[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: unknown[];
  [key: string]: unknown;
}

/** As Compose does: YAML 1.2 with `<<` merge keys. */
export function parseCompose(text: string): ComposeFile {
  return parse(text, { merge: true, maxAliasCount: -1 }) as ComposeFile;
}

let validator: ReturnType<Ajv2020['compile']> | undefined;

export function composeSchemaProblems(doc: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    validator = ajv.compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8')));
  }
  if (validator(doc)) return [];
  return describeErrors(validator.errors ?? []);
}

function describeErrors(errors: ErrorObject[]): string[] {
  // oneOf/anyOf report every branch; the deepest paths say the most.
  const deepest = new Map<string, ErrorObject>();
  for (const error of errors) {
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    deepest.set(key, error);
  }
  return [...deepest.values()]
    .filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword))
    .map(
      (e) =>
        `${e.instancePath || '/'}: ${e.message}${e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperty: string }).additionalProperty})` : ''}`,
    );
}

/** Compose's variable interpolation; `vars` is the project's .env. */
export function interpolate(text: string, vars: Env): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced: string | undefined, operator: string | undefined, operand: string | undefined, bare) => {
      if (match === '$$') return '$';
      const name = braced ?? bare;
      const value = vars[name];
      const unset = value === undefined || (operator?.startsWith(':') && value === '');
      if (operator?.endsWith('-')) return unset ? (operand ?? '') : value;
      if (operator?.endsWith('?') && unset) throw new Error(`${name}: ${operand || 'required'}`);
      return value ?? '';
    },
  );
}

export function serviceEnv(service: ComposeService, root: string, vars: Env): Env {
  const env: Env = {};
  const files =
    service.env_file === undefined ? [] : Array.isArray(service.env_file) ? service.env_file : [service.env_file];
  for (const entry of files) {
    const { path: file, required = true } = typeof entry === 'string' ? { path: entry } : entry;
    const full = path.resolve(root, interpolate(file, vars));
    if (!fs.existsSync(full)) {
      if (required) throw new Error(`env_file ${file} does not exist`);
      continue;
    }
    Object.assign(env, parseEnv(fs.readFileSync(full, 'utf8')));
  }
  const environment = service.environment ?? {};
  const pairs: [string, string | undefined][] = Array.isArray(environment)
    ? environment.map((item) => {
        const at = item.indexOf('=');
        return at < 0 ? [item, vars[item]] : [item.slice(0, at), item.slice(at + 1)];
      })
    : Object.entries(environment).map(([key, value]) => [key, value === null ? vars[key] : String(value)]);
  for (const [key, value] of pairs) if (value !== undefined) env[key] = interpolate(value, vars);
  return env;
}

export function buildPaths(service: ComposeService): { context: string; dockerfile: string } | undefined {
  if (service.build === undefined) return undefined;
  if (typeof service.build === 'string')
    return { context: service.build, dockerfile: path.join(service.build, 'Dockerfile') };
  const context = service.build.context ?? '.';
  return { context, dockerfile: path.join(context, service.build.dockerfile ?? 'Dockerfile') };
}

/** An arg without a value takes it from `vars`, as Compose does from its environment. */
export function buildArgs(service: ComposeService, vars: Env): Record<string, string> {
  const args = typeof service.build === 'object' ? (service.build.args ?? {}) : {};
  const pairs: [string, string | undefined][] = Array.isArray(args)
    ? args.map((item) => {
        const at = item.indexOf('=');
        return at < 0 ? [item, vars[item]] : [item.slice(0, at), item.slice(at + 1)];
      })
    : Object.entries(args).map(([key, value]) => [key, value === null ? vars[key] : String(value)]);
  return Object.fromEntries(
    pairs
      .filter((pair): pair is [string, string] => pair[1] !== undefined)
      .map(([key, value]) => [key, interpolate(value, vars)]),
  );
}
