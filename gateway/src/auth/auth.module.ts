import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { REDIS } from '../redis/redis.module';
import { SessionModule } from '../session/session.module';
import { AccountController } from './account.controller';
import { AccountDeletion } from './account-deletion';
import { AuthLimits, type LimiterFactory, LIMITER_FACTORY } from './auth-limits';
import { AuthController } from './auth.controller';
import { PreferencesController } from './preferences.controller';
import { ProfileImageController } from './profile-image.controller';
import { ProfileImageDecodes } from './profile-image-decodes';
import { TrustedDevice } from './trusted-device';

/** Accounts at the edge: the `/api/auth/*` routes and the account limits counted in Redis. */
@Module({
  imports: [SessionModule],
  controllers: [AuthController, ProfileImageController, AccountController, PreferencesController],
  providers: [
    AccountDeletion,
    AuthLimits,
    ProfileImageDecodes,
    TrustedDevice,
    {
      provide: LIMITER_FACTORY,
      inject: [REDIS],
      useFactory:
        (redis: Redis): LimiterFactory =>
        (rule) =>
          new RateLimiterRedis({ storeClient: redis, ...rule }),
    },
  ],
})
export class AuthModule {}
