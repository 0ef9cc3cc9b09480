import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { REPO_ROOT } from './paths';

export type Env = Record<string, string>;

export interface ServerPorts {
  nats: number;
  redis: number;
  mongo: number;
  s3: number;
  s3Console: number;
  smtp: number;
  mailUi: number;
}

export interface AppPorts {
  gateway: number;
  web: number;
}

export interface S3Settings {
  accessKey: string;
  secretKey: string;
  bucket: string;
}

const SERVER_PORT_VARS = {
  nats: 'NATS_PORT',
  redis: 'REDIS_PORT',
  mongo: 'MONGO_PORT',
  s3: 'S3_PORT',
  s3Console: 'S3_CONSOLE_PORT',
  smtp: 'SMTP_PORT',
  mailUi: 'MAIL_UI_PORT',
} as const satisfies Record<keyof ServerPorts, string>;

const APP_PORT_VARS = { gateway: 'GATEWAY_PORT', web: 'WEB_PORT' } as const satisfies Record<keyof AppPorts, string>;

export type ServerEnv = Record<
  | 'NATS_PORT'
  | 'REDIS_PORT'
  | 'MONGO_PORT'
  | 'S3_PORT'
  | 'S3_CONSOLE_PORT'
  | 'SMTP_PORT'
  | 'MAIL_UI_PORT'
  | 'NATS_URL'
  | 'REDIS_URL'
  | 'MONGO_URL'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY'
  | 'S3_SECRET_KEY'
  | 'S3_BUCKET'
  | 'SMTP_HOST'
  | 'MAIL_UI_URL',
  string
>;

export type AppEnv = Record<'GATEWAY_PORT' | 'WEB_PORT' | 'APP_ORIGIN' | 'GATEWAY_URL', string>;

export type StackEnv = Env & ServerEnv & AppEnv;

function readEnvFile(file: string): Env {
  return parseEnv(fs.readFileSync(file, 'utf8')) as Env;
}

export function defaultEnv(): Env {
  return readEnvFile(path.join(REPO_ROOT, '.env.example'));
}

export function devEnvFile(root = REPO_ROOT): string {
  const local = path.join(root, '.env');
  return fs.existsSync(local) ? local : path.join(root, '.env.example');
}

export function serverPortsFromEnv(env: Env | NodeJS.ProcessEnv): ServerPorts {
  return portsFromEnv(env, SERVER_PORT_VARS);
}

export function appPortsFromEnv(env: Env | NodeJS.ProcessEnv): AppPorts {
  return portsFromEnv(env, APP_PORT_VARS);
}

export function s3SettingsFromEnv(env: Env | NodeJS.ProcessEnv): S3Settings {
  return {
    accessKey: required(env, 'S3_ACCESS_KEY'),
    secretKey: required(env, 'S3_SECRET_KEY'),
    bucket: required(env, 'S3_BUCKET'),
  };
}

/** The ports are echoed so the env describes the stack completely. */
export function serverEnv(ports: ServerPorts, s3: S3Settings, mongoUrl?: string): ServerEnv {
  return {
    ...portVars(ports, SERVER_PORT_VARS),
    NATS_URL: `nats://127.0.0.1:${ports.nats}`,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    MONGO_URL: mongoUrl || `mongodb://127.0.0.1:${ports.mongo}/`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: s3.bucket,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    MAIL_UI_URL: `http://127.0.0.1:${ports.mailUi}`,
  };
}

/** GATEWAY_URL is where the front end's dev server proxies /api. */
export function appEnv(ports: AppPorts): AppEnv {
  return {
    ...portVars(ports, APP_PORT_VARS),
    APP_ORIGIN: `http://localhost:${ports.web}`,
    GATEWAY_URL: `http://127.0.0.1:${ports.gateway}`,
  };
}

/** Empty counts as missing; a value the developer set is kept. */
export function fillBlanks(base: Env | NodeJS.ProcessEnv, derived: Env): Env {
  const result: Env = {};
  for (const [key, value] of Object.entries(base)) if (value !== undefined) result[key] = value;
  for (const [key, value] of Object.entries(derived)) if (!result[key]) result[key] = value;
  return result;
}

export function overriddenVars<K extends string>(base: Env | NodeJS.ProcessEnv, derived: Record<K, string>): K[] {
  return (Object.keys(derived) as K[]).filter((key) => base[key] && base[key] !== derived[key]);
}

function portsFromEnv<K extends string>(env: Env | NodeJS.ProcessEnv, vars: Record<K, string>): Record<K, number> {
  const entries = Object.entries(vars).map(([key, name]) => {
    const text = required(env, name as string);
    const port = Number(text);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${name} must be a port number, got "${text}"`);
    return [key, port];
  });
  return Object.fromEntries(entries) as Record<K, number>;
}

function portVars<K extends string, V extends string>(ports: Record<K, number>, vars: Record<K, V>): Record<V, string> {
  return Object.fromEntries(Object.entries<V>(vars).map(([key, name]) => [name, String(ports[key as K])])) as Record<
    V,
    string
  >;
}

function required(env: Env | NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is missing from the environment (see .env.example)`);
  return value;
}
