import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { Messages } from '@typing/contracts';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { GatewayConfig } from '../config';
import { clientIp } from '../http/client-ip';
import { REDIS } from '../redis/redis.module';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** Contact messages: a person sends one or two; a script sends hundreds. Per client IP. */
export const CONTACT_SUBMIT_THROTTLE = { default: { limit: 5, ttl: 60_000 } };

/** Every route is rate limited per client IP (overall budget from config); routes may tighten it. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [REDIS, GatewayConfig],
      useFactory: (redis: Redis, config: GatewayConfig) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
        storage: new RedisThrottlerStorage(redis),
        // Per client: an IPv6 client counts as its /64 (see clientIp).
        getTracker: (req) => clientIp(req as Request),
        // Unhashed: the default's SHA-256 costs ≈ 6 % of gateway CPU a save (docs/decisions/results/cheaper-save.md).
        generateKey: (context, tracker, name) =>
          `${context.getClass().name}-${context.getHandler().name}-${name}-${tracker}`,
        errorMessage: Messages.tooManyRequests,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class ThrottleModule {}
