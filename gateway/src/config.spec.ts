import { ConfigError, loadConfig } from '@typing/service-kit';
import { DEV_JWT_SECRET, GatewayConfig } from './config';

const env = {
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
  APP_ORIGIN: 'http://localhost:5173',
  JWT_SECRET: DEV_JWT_SECRET,
};
const production = {
  ...env,
  NODE_ENV: 'production',
  APP_ORIGIN: 'https://typing.example',
  JWT_SECRET: 'k7Qe2LrX9vWb4sNf8TzYp1GhJm6DcUa3',
};

test('development accepts the local origin and the development secret', () => {
  const config = loadConfig(GatewayConfig, env);
  expect(config.APP_ORIGIN).toBe('http://localhost:5173');
  expect(config.SESSION_TTL_HOURS).toBe(168);
  expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
});

test('production refuses the development origin, naming it', () => {
  expect(() => loadConfig(GatewayConfig, { ...production, APP_ORIGIN: env.APP_ORIGIN })).toThrow(ConfigError);
  expect(() => loadConfig(GatewayConfig, { ...production, APP_ORIGIN: env.APP_ORIGIN })).toThrow(
    /APP_ORIGIN must not use the development default in production/,
  );
});

test('production refuses the development JWT secret', () => {
  expect(() => loadConfig(GatewayConfig, { ...production, JWT_SECRET: DEV_JWT_SECRET })).toThrow(
    /JWT_SECRET must not use the development default in production/,
  );
});

test('a missing or short JWT secret stops the boot', () => {
  const { JWT_SECRET: _, ...withoutSecret } = env;
  expect(() => loadConfig(GatewayConfig, withoutSecret)).toThrow(/JWT_SECRET is missing/);
  expect(() => loadConfig(GatewayConfig, { ...env, JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
});

test('production boots with a real origin and secret', () => {
  const config = loadConfig(GatewayConfig, { ...production, GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });
  expect(config.APP_ORIGIN).toBe('https://typing.example');
  expect(config.RPC_TIMEOUT_MS).toBe(5000);
  expect(config.GOOGLE_CLIENT_ID).toBe('abc.apps.googleusercontent.com');
});
