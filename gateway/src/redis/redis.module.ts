import { Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { GatewayConfig } from '../config';

export const REDIS = Symbol('REDIS');

/** The gateway's shared Redis (health now; rate-limit counters and sessions, shared by replicas). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [GatewayConfig],
      // No offline queue: while Redis is away a command fails at once instead of hanging a request.
      useFactory: (config: GatewayConfig) =>
        new Redis(config.REDIS_URL, { enableOfflineQueue: false, lazyConnect: false }),
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
