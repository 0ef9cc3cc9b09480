import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { GatewayConfig } from '../config';
import { REDIS } from '../redis/redis.module';
import { AuthLimits, type LimiterFactory, LIMITER_FACTORY } from './auth-limits';
import { AuthController } from './auth.controller';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { ProfileImageController } from './profile-image.controller';
import { SESSION_JWT_ALGORITHMS, SessionCookie } from './session-cookie';

/**
 * Accounts at the edge: the `/api/auth/*` routes, the session cookie (JWT), the passport
 * strategy and guard other features reuse, and the account limits counted in Redis.
 */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: SESSION_JWT_ALGORITHMS },
      }),
    }),
  ],
  controllers: [AuthController, ProfileImageController],
  providers: [
    SessionCookie,
    JwtStrategy,
    JwtAuthGuard,
    AuthLimits,
    {
      provide: LIMITER_FACTORY,
      inject: [REDIS],
      useFactory:
        (redis: Redis): LimiterFactory =>
        (rule) =>
          new RateLimiterRedis({ storeClient: redis, ...rule }),
    },
  ],
  exports: [PassportModule, JwtAuthGuard, SessionCookie],
})
export class AuthModule {}
