import { ConfigError, loadConfig } from '@typing/service-kit';
import { GatewayConfig } from './config';

const env = {
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
  APP_ORIGIN: 'http://localhost:5173',
};

test('development accepts the local origin', () => {
  expect(loadConfig(GatewayConfig, env).APP_ORIGIN).toBe('http://localhost:5173');
});

test('production refuses the development origin, naming it', () => {
  expect(() => loadConfig(GatewayConfig, { ...env, NODE_ENV: 'production' })).toThrow(ConfigError);
  expect(() => loadConfig(GatewayConfig, { ...env, NODE_ENV: 'production' })).toThrow(
    /APP_ORIGIN must not use the development default in production/,
  );
});

test('production boots with a real origin', () => {
  const config = loadConfig(GatewayConfig, { ...env, NODE_ENV: 'production', APP_ORIGIN: 'https://typing.example' });
  expect(config.APP_ORIGIN).toBe('https://typing.example');
  expect(config.RPC_TIMEOUT_MS).toBe(5000);
});
