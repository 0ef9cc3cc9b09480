import { z } from 'zod';
import { natsPasswordVar } from './nats-connection';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface ConfigClass<T extends object = object> {
  readonly schema: z.ZodType<object>;
  devDefaultsInUse(config: T): Record<string, boolean>;
  new (values: never): T;
}

export function configFrom<S extends z.ZodObject>(
  schema: S,
  devDefaultsInUse: (config: z.output<S>) => Record<string, boolean> = () => ({}),
) {
  class Config {
    static readonly schema = schema;
    static readonly devDefaultsInUse = devDefaultsInUse;
    constructor(values: z.output<S>) {
      Object.assign(this, values);
    }
  }
  return Config as {
    readonly schema: S;
    devDefaultsInUse(config: z.output<S>): Record<string, boolean>;
    new (values: z.output<S>): z.output<S>;
  };
}

/** Names the variable, as the custom messages do. */
const defaultMessage: z.core.$ZodErrorMap = (issue) => {
  const name = String(issue.path?.[0]);
  switch (issue.code) {
    case 'invalid_type':
      return `${name} must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${name} must be at least ${String(issue.minimum)} characters`
        : `${name} must not be less than ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${name} must be at most ${String(issue.maximum)} characters`
        : `${name} must not be greater than ${String(issue.maximum)}`;
    case 'invalid_value':
      return `${name} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? `${name} must be an email address` : `${name} has the wrong format`;
    default:
      return undefined;
  }
};

function describe(issues: z.core.$ZodIssue[], env: Record<string, string>): string[] {
  return issues.map((issue) => {
    const name = String(issue.path[0]);
    return issue.code === 'invalid_type' && env[name] === undefined
      ? `${name} is missing`
      : `${name}: ${issue.message}`;
  });
}

/** Empty strings count as missing, so `.env.example` placeholders fail loudly. */
export function loadConfig<C extends ConfigClass>(cls: C, env: NodeJS.ProcessEnv = process.env): InstanceType<C> {
  const present = withOwnNatsPassword(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>,
  );
  const parsed = cls.schema.safeParse(present, { error: defaultMessage });
  if (!parsed.success) throw new ConfigError(describe(parsed.error.issues, present));
  const config = new (cls as unknown as new (values: object) => InstanceType<C>)(parsed.data);
  const { NODE_ENV } = config as { NODE_ENV?: string };
  if (NODE_ENV) refuseDevDefaults(NODE_ENV, cls.devDefaultsInUse(config));
  if (NODE_ENV === 'production') refuseWeakSecrets(config as Record<string, unknown>);
  return config;
}

export function configProblems(cls: ConfigClass, env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(cls, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** Unset NATS_PASSWORD falls back to NATS_PASSWORD_<USER>, the variable the NATS server reads. */
function withOwnNatsPassword(env: Record<string, string>): Record<string, string> {
  if (env.NATS_PASSWORD || !env.NATS_USER) return env;
  const own = env[natsPasswordVar(env.NATS_USER)];
  return own ? { ...env, NATS_PASSWORD: own } : env;
}

const PLACEHOLDER = /CHANGE_?ME|REPLACE_?ME/i;
const SECRET_NAME = /(SECRET|PEPPER|PASSWORD)(_KEY)?$/;
export const MIN_SECRET_LENGTH = 16;

/** A placeholder webhook secret would let anyone forge a payment. */
export function refuseWeakSecrets(config: Record<string, unknown>): void {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(config)) {
    if (typeof value !== 'string' || value === '') continue;
    if (PLACEHOLDER.test(value)) problems.push(`${name} still holds a placeholder (CHANGE_ME): set the real value`);
    else if (SECRET_NAME.test(name) && value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters in production`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
}

export const DEV_ONLY_PREFIX = 'dev-only-';

/** The NATS server parses it from its environment as a config value. */
export const NATS_PASSWORD_FORMAT = /^[A-Za-z][A-Za-z0-9_-]*$/;

export const envInt = () => z.coerce.number().int();

const TRUE_WORDS = ['true', '1', 'yes'];
const FALSE_WORDS = ['false', '0', 'no'];

/** Coercion would read "false" as true. */
export const envBoolean = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum([...TRUE_WORDS, ...FALSE_WORDS], { error: (issue) => `${String(issue.path?.[0])} must be true or false` }),
    )
    .transform((word) => TRUE_WORDS.includes(word));

export function refuseDevDefaults(nodeEnv: string, checks: Record<string, boolean>): void {
  if (nodeEnv !== 'production') return;
  const offending = Object.entries(checks)
    .filter(([, isDevValue]) => isDevValue)
    .map(([name]) => `${name} must not use the development default in production`);
  if (offending.length > 0) throw new ConfigError(offending);
}

export const baseSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().regex(/^nats:\/\/.+/, 'NATS_URL must look like nats://host:port'),
  /** Its name in the server's permissions table (infra/src/nats/access.ts). */
  NATS_USER: z.string().regex(/^[a-z][a-z0-9-]*$/, 'NATS_USER must be an app name such as gateway or ai-text'),
  NATS_PASSWORD: z
    .string()
    .regex(NATS_PASSWORD_FORMAT, 'NATS_PASSWORD must start with a letter and hold only letters, digits, - and _'),
  NATS_DRAIN_MS: envInt().min(0).max(30000).default(2000),
  /** Below Kubernetes' 30 s grace period; BullMQ would wait for a Redis that is gone. */
  SHUTDOWN_TIMEOUT_MS: envInt().min(1000).max(120000).default(25000),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Never routed from outside (0: any free port, for tests). */
  METRICS_PORT: envInt().min(0).max(65535).default(9464),
});

export class BaseConfig extends configFrom(baseSchema, (config) => ({
  NATS_PASSWORD: config.NATS_PASSWORD.startsWith(DEV_ONLY_PREFIX),
})) {}

export const serviceSchema = baseSchema.extend({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\/.+/, 'MONGO_URL must look like mongodb://host:port'),
  MONGO_DB_PREFIX: z.string().min(1).default('typing'),
});

export class ServiceConfig extends configFrom(serviceSchema, BaseConfig.devDefaultsInUse) {}

export const redisServiceSchema = serviceSchema.extend({
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'REDIS_URL must look like redis://host:port'),
});

export class RedisServiceConfig extends configFrom(redisServiceSchema, BaseConfig.devDefaultsInUse) {}

export const DEV_MAIL_SEALING_KEY = 'pc67NWvP2YqXT3awzwc/ywW/XHlfO3L/3kaktH8MEBk=';

export const mailSealingSchema = redisServiceSchema.extend({
  MAIL_SEALING_KEY: z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'MAIL_SEALING_KEY must be 32 bytes, base64-encoded'),
});

export class MailSealingConfig extends configFrom(mailSealingSchema, (config) => ({
  ...BaseConfig.devDefaultsInUse(config),
  MAIL_SEALING_KEY: config.MAIL_SEALING_KEY === DEV_MAIL_SEALING_KEY,
})) {}
