import { z } from 'zod';
import {
  ConfigError,
  configFrom,
  configProblems,
  envBoolean,
  loadConfig,
  RedisServiceConfig,
  refuseDevDefaults,
  refuseWeakSecrets,
} from './config';

/** A service's complete environment (development). */
const service = {
  NATS_URL: 'nats://127.0.0.1:4222',
  NATS_USER: 'results',
  NATS_PASSWORD: 'a-real-nats-password-for-results',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

class FlagConfig extends configFrom(z.object({ SECURE: envBoolean().default(false) })) {}

describe('loadConfig', () => {
  it('lists every missing variable at once', () => {
    try {
      loadConfig(RedisServiceConfig, { MONGO_URL: '' });
      throw new Error('expected a ConfigError');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).problems).toEqual(
        expect.arrayContaining([
          'NATS_URL is missing',
          'NATS_USER is missing',
          'NATS_PASSWORD is missing',
          'MONGO_URL is missing',
          'REDIS_URL is missing',
        ]),
      );
    }
  });

  it('rejects malformed values with the variable named', () => {
    expect(() =>
      loadConfig(RedisServiceConfig, { NATS_URL: 'http://x', MONGO_URL: 'mongodb://h', REDIS_URL: 'redis://h' }),
    ).toThrow(/NATS_URL must look like nats:\/\/host:port/);
  });

  it('returns typed values with defaults applied', () => {
    const config = loadConfig(RedisServiceConfig, service);
    expect(config.NODE_ENV).toBe('development');
    expect(config.MONGO_DB_PREFIX).toBe('typing');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('reads numbers from their text, and names every value out of bounds, not whole or not allowed', () => {
    expect(loadConfig(RedisServiceConfig, { ...service, NATS_DRAIN_MS: '500' }).NATS_DRAIN_MS).toBe(500);
    expect(
      configProblems(RedisServiceConfig, {
        ...service,
        NATS_DRAIN_MS: '-1',
        METRICS_PORT: 'abc',
        SHUTDOWN_TIMEOUT_MS: '1500.5',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'LOG_LEVEL: LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent',
      'NATS_DRAIN_MS: NATS_DRAIN_MS must not be less than 0',
      'SHUTDOWN_TIMEOUT_MS: SHUTDOWN_TIMEOUT_MS must be a whole number',
      'METRICS_PORT: METRICS_PORT must be a number',
    ]);
  });
});

describe('NATS credentials', () => {
  const production = { ...service, NODE_ENV: 'production' };
  const problems = (env: Record<string, string>) => configProblems(RedisServiceConfig, env);

  it("takes the password the server reads for the app's user when NATS_PASSWORD is not set", () => {
    const { NATS_PASSWORD: _password, ...rest } = service;
    const config = loadConfig(RedisServiceConfig, { ...rest, NATS_USER: 'ai-text', NATS_PASSWORD_AI_TEXT: 'its-own' });
    expect(config.NATS_PASSWORD).toBe('its-own');
    expect(problems({ ...rest, NATS_PASSWORD_BILLING: 'not-this-apps' })).toContain('NATS_PASSWORD is missing');
  });

  it('refuses a password the NATS server would read as something else (a number, a comment)', () => {
    for (const password of ['0123456789012345678', 'password#comment', 'with space in it'])
      expect(problems({ ...service, NATS_PASSWORD: password })).toEqual([
        'NATS_PASSWORD: NATS_PASSWORD must start with a letter and hold only letters, digits, - and _',
      ]);
  });

  it("refuses in production .env.example's dev-only passwords, placeholders and short ones", () => {
    expect(problems(production)).toEqual([]);
    expect(problems({ ...production, NATS_PASSWORD: 'dev-only-nats-results-0123456789' })).toEqual([
      'NATS_PASSWORD must not use the development default in production',
    ]);
    expect(problems({ ...production, NATS_PASSWORD: 'CHANGE_ME' })).toEqual([
      'NATS_PASSWORD still holds a placeholder (CHANGE_ME): set the real value',
    ]);
    expect(problems({ ...production, NATS_PASSWORD: 'short-one' })).toEqual([
      'NATS_PASSWORD must be at least 16 characters in production',
    ]);
    expect(problems({ ...service, NATS_PASSWORD: 'dev-only-nats-results-0123456789' })).toEqual([]);
  });
});

describe('refuseDevDefaults', () => {
  it('refuses development values only in production', () => {
    expect(() => refuseDevDefaults('development', { S3_SECRET_KEY: true })).not.toThrow();
    expect(() => refuseDevDefaults('production', { S3_SECRET_KEY: true })).toThrow(
      /S3_SECRET_KEY must not use the development default in production/,
    );
    expect(() => refuseDevDefaults('production', { S3_SECRET_KEY: false })).not.toThrow();
  });
});

describe('refuseWeakSecrets', () => {
  it('names every placeholder and every short secret, and passes real values', () => {
    const refused = () =>
      refuseWeakSecrets({
        MONGO_URL: 'mongodb://typing:CHANGE_ME@db:27017',
        S3_ACCESS_KEY: 'REPLACE_ME',
        JWT_SECRET: 'x'.repeat(40),
        OTP_PEPPER: 'tooshort',
        S3_SECRET_KEY: 'fifteen-chars!!',
        RETRIES: 3,
      });
    expect(refused).toThrow(ConfigError);
    expect(() => refused()).toThrow(
      /MONGO_URL still holds a placeholder[\s\S]*S3_ACCESS_KEY still holds a placeholder[\s\S]*OTP_PEPPER must be at least 16[\s\S]*S3_SECRET_KEY must be at least 16/,
    );
    expect(() =>
      refuseWeakSecrets({ JWT_SECRET: 'k7Qe2LrX9vWb4sNf8TzYp1GhJm6DcUa3', SMTP_PASS: 'abcd', EMPTY: '' }),
    ).not.toThrow();
  });
});

describe('envBoolean', () => {
  it.each([
    ['false', false],
    ['FALSE', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['yes', true],
  ])('reads %s as %s', (raw, expected) => {
    expect(loadConfig(FlagConfig, { SECURE: raw }).SECURE).toBe(expected);
  });

  it('keeps the default when unset', () => {
    expect(loadConfig(FlagConfig, {}).SECURE).toBe(false);
  });

  it('rejects anything else', () => {
    expect(() => loadConfig(FlagConfig, { SECURE: 'maybe' })).toThrow(/SECURE must be true or false/);
  });
});
