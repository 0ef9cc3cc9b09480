import fs from 'node:fs';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { defaultEnv } from '../src/env';
import { readPublishedStack, stackEnv } from '../src/jest';
import { isPortFree } from '../src/ports';
import { startTestStack } from '../src/test-stack';
import { natsConnectOptions } from '@typing/service-kit';

describe('the stack the integration project starts in globalSetup', () => {
  it('reaches test files through stackEnv(), servers only', async () => {
    const published = readPublishedStack();
    expect(published.apps).toBe(false);
    const env = stackEnv();
    const redis = new Redis(env.REDIS_URL);
    const nc = await connect(natsConnectOptions(env));
    try {
      expect(await redis.ping()).toBe('PONG');
      expect(nc.isClosed()).toBe(false);
    } finally {
      redis.disconnect();
      await nc.close();
    }
  });
});

describe('startTestStack', () => {
  it('runs on fresh ports in a temporary folder and removes it on stop', async () => {
    const dev = defaultEnv();
    const stack = await startTestStack({ apps: false, env: { LOG_LEVEL: 'warn' } });
    const ports = ['NATS_PORT', 'REDIS_PORT', 'MONGO_PORT', 'S3_PORT', 'SMTP_PORT', 'MAIL_UI_PORT'].map(
      (name) => stack.env[name],
    );
    try {
      expect(stack.apps).toBeUndefined();
      expect(stack.env.NODE_ENV).toBe('test');
      expect(stack.env.LOG_LEVEL).toBe('warn');
      expect(stack.env.MONGO_DB_PREFIX).toBe(dev.MONGO_DB_PREFIX);
      expect(stack.webUrl).toBe(stack.env.APP_ORIGIN);
      // Never the developer's stack: other ports, other data.
      for (const port of ports) expect(Object.values(dev)).not.toContain(port);
      expect(fs.existsSync(`${stack.dir}/logs/nats.log`)).toBe(true);
    } finally {
      await stack.stop();
    }
    expect(fs.existsSync(stack.dir)).toBe(false);
    for (const port of ports) expect(await isPortFree(Number(port))).toBe(true);
  });
});
