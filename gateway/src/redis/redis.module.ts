import { Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { GatewayConfig } from '../config';

export const REDIS = Symbol('REDIS');

const BOOT_WAIT_MS = 5_000;

/** A gateway must start while Redis is away, so boot waits BOOT_WAIT_MS at most, then serves (503s until it is back). */
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
