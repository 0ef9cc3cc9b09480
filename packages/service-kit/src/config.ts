import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
  type ValidationError,
} from 'class-validator';
import { natsPasswordVar } from './nats-connection';

/** Thrown at boot when the environment is incomplete; lists every problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) =>
    e.value === undefined || e.value === ''
      ? [`${e.property} is missing`]
      : Object.values(e.constraints ?? {}).map((c) => `${e.property}: ${c}`),
  );
}

/**
 * Validates `env` against a config class (class-validator decorators) and returns a typed
 * instance. Empty strings count as missing, so `.env.example` placeholders fail loudly.
 */
export function loadConfig<T extends object>(cls: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const present = withOwnNatsPassword(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>,
  );
  const config = plainToInstance(cls, present, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) throw new ConfigError(describe(errors));
  const { NODE_ENV, devDefaultsInUse } = config as Partial<BaseConfig>;
  if (NODE_ENV && devDefaultsInUse) refuseDevDefaults(NODE_ENV, devDefaultsInUse.call(config));
  if (NODE_ENV === 'production') refuseWeakSecrets(config as Record<string, unknown>);
  return config;
}

/**
 * The problems the app's own `loadConfig` reports for `env` ("JWT_SECRET is missing", a malformed
 * value, a development default under NODE_ENV=production); empty when the app would boot.
 */
export function configProblems(cls: new () => object, env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(cls, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** NATS_PASSWORD, when unset, is the variable the NATS server reads for this app's user (NATS_PASSWORD_<USER>). */
function withOwnNatsPassword(env: Record<string, string>): Record<string, string> {
  if (env.NATS_PASSWORD || !env.NATS_USER) return env;
  const own = env[natsPasswordVar(env.NATS_USER)];
  return own ? { ...env, NATS_PASSWORD: own } : env;
}

/** The placeholders our deploy templates ship (`CHANGE_ME`, `REPLACE_ME`), in any case. */
const PLACEHOLDER = /CHANGE_?ME|REPLACE_?ME/i;
/** Keys, secrets, peppers and passwords: a value anyone could guess in a few tries is no secret. */
const SECRET_NAME = /(SECRET|PEPPER|PASSWORD)(_KEY)?$/;
export const MIN_SECRET_LENGTH = 16;

/**
 * Production boots with no placeholder left in any setting (a placeholder webhook secret lets
 * anyone forge a payment) and no secret shorter than MIN_SECRET_LENGTH characters.
 */
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

/** How .env.example's development-only values begin (its NATS passwords); production refuses them. */
export const DEV_ONLY_PREFIX = 'dev-only-';

/** What a NATS password may hold: the server parses it from its environment as a config value. */
export const NATS_PASSWORD_FORMAT = /^[A-Za-z][A-Za-z0-9_-]*$/;

const TRUE_WORDS = new Set(['true', '1', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no']);

/**
 * A boolean variable. Implicit conversion would read the string "false" as true, so the raw
 * text is parsed here; anything but true/false (1/0, yes/no) is reported as invalid.
 */
export function EnvBoolean(): PropertyDecorator {
  return (target, key) => {
    Transform(({ obj, value }) => {
      const raw = String(obj[key as string] ?? value)
        .trim()
        .toLowerCase();
      return TRUE_WORDS.has(raw) ? true : FALSE_WORDS.has(raw) ? false : raw;
    })(target, key);
    IsBoolean({ message: `${String(key)} must be true or false` })(target, key);
  };
}

/** Values that exist only for local development; production must not boot with them. */
export function refuseDevDefaults(nodeEnv: string, checks: Record<string, boolean>): void {
  if (nodeEnv !== 'production') return;
  const offending = Object.entries(checks)
    .filter(([, isDevValue]) => isDevValue)
    .map(([name]) => `${name} must not use the development default in production`);
  if (offending.length > 0) throw new ConfigError(offending);
}

/** What every app needs: where it runs and the message bus. */
export class BaseConfig {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: string = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @Matches(/^nats:\/\/.+/, { message: 'NATS_URL must look like nats://host:port' })
  NATS_URL: string;

  /** This app's NATS user: its name in the server's permissions table (infra/src/nats/access.ts). */
  @Matches(/^[a-z][a-z0-9-]*$/, { message: 'NATS_USER must be an app name such as gateway or ai-text' })
  NATS_USER: string;

  /**
   * This app's NATS password; when unset, NATS_PASSWORD_<USER> (e.g. NATS_PASSWORD_AI_TEXT), the
   * variable the NATS server reads. The server parses that value as a config value, so it must
   * start with a letter and hold only letters, digits, - and _.
   */
  @Matches(NATS_PASSWORD_FORMAT, {
    message: 'NATS_PASSWORD must start with a letter and hold only letters, digits, - and _',
  })
  NATS_PASSWORD: string;

  /** On shutdown, how long a service keeps answering requests already received (0: close at once). */
  @IsInt()
  @Min(0)
  @Max(30000)
  NATS_DRAIN_MS: number = 2000;

  /**
   * After a stop signal, the process exits by this time however stuck a dependency is (BullMQ
   * waits for a Redis that is gone); below Kubernetes' 30 s grace period, so it is never killed mid-log.
   */
  @IsInt()
  @Min(1000)
  @Max(120000)
  SHUTDOWN_TIMEOUT_MS: number = 25000;

  /** Where Prometheus scrapes GET /metrics: loopback for `make dev`, 0.0.0.0 inside a container. */
  @IsString()
  @IsNotEmpty()
  METRICS_HOST: string = '127.0.0.1';

  /** Its own port, never routed from outside (0: any free port, for tests). */
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT: number = 9464;

  /** Which variables still hold a development-only value; production refuses to boot with any. */
  devDefaultsInUse(): Record<string, boolean> {
    return { NATS_PASSWORD: this.NATS_PASSWORD?.startsWith(DEV_ONLY_PREFIX) ?? false };
  }
}

/** A service: the bus plus its own MongoDB database. */
export class ServiceConfig extends BaseConfig {
  @Matches(/^mongodb(\+srv)?:\/\/.+/, { message: 'MONGO_URL must look like mongodb://host:port' })
  MONGO_URL: string;

  @IsString()
  @IsNotEmpty()
  MONGO_DB_PREFIX: string = 'typing';
}

/** A service that uses Redis (BullMQ queues, counters). */
export class RedisServiceConfig extends ServiceConfig {
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must look like redis://host:port' })
  REDIS_URL: string;
}

/** The development value of MAIL_SEALING_KEY in .env.example; production refuses it. */
export const DEV_MAIL_SEALING_KEY = 'pc67NWvP2YqXT3awzwc/ywW/XHlfO3L/3kaktH8MEBk=';

/** A service that produces or consumes mail jobs carrying sealed secrets. */
export class MailSealingConfig extends RedisServiceConfig {
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'MAIL_SEALING_KEY must be 32 bytes, base64-encoded' })
  MAIL_SEALING_KEY: string;

  override devDefaultsInUse(): Record<string, boolean> {
    return { ...super.devDefaultsInUse(), MAIL_SEALING_KEY: this.MAIL_SEALING_KEY === DEV_MAIL_SEALING_KEY };
  }
}
