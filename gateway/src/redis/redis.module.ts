import { Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { GatewayConfig } from '../config';

export const REDIS = Symbol('REDIS');

/** How long boot waits for Redis before serving anyway (503s then, until it is back). */
const BOOT_WAIT_MS = 5_000;

/**
 * Waits for the first connection, so a fresh gateway's first requests do not find the connection
 * still opening (every rate-limited route would answer 503); gives up after BOOT_WAIT_MS, since a
 * gateway must start while Redis is away and recover when it returns.
 */
async function connectedOrLater(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  let onReady = () => undefined as void;
  await Promise.race([
    new Promise<void>((resolve) => {
      onReady = resolve;
      redis.once('ready', onReady);
    }),
    new Promise<void>((resolve) => setTimeout(resolve, BOOT_WAIT_MS).unref()),
  ]);
  redis.off('ready', onReady);
}

/** The gateway's shared Redis (health now; rate-limit counters and sessions, shared by replicas). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [GatewayConfig],
      // No offline queue: while Redis is away a command fails at once instead of hanging a request.
      useFactory: async (config: GatewayConfig) => {
        const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, lazyConnect: false });
        await connectedOrLater(redis);
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnModuleDestroy {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
