import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { BaseConfig } from '@typing/service-kit';

/** The signing secret `.env.example` ships for development; production refuses it. */
export const DEV_JWT_SECRET = 'dev-only-session-signing-secret-0123456789abcdef';

export class GatewayConfig extends BaseConfig {
  @IsInt()
  @Min(0)
  @Max(65535)
  GATEWAY_PORT: number = 3000;

  /** The interface to listen on: loopback for `make dev`, 0.0.0.0 inside a container. */
  @IsString()
  @IsNotEmpty()
  GATEWAY_HOST: string = '127.0.0.1';

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must look like redis://host:port' })
  REDIS_URL: string;

  @Matches(/^https?:\/\/[^/]+$/, { message: 'APP_ORIGIN must be an origin like https://typing.example' })
  APP_ORIGIN: string;

  @IsInt()
  @Min(100)
  @Max(60000)
  RPC_TIMEOUT_MS: number = 5000;

  @IsString()
  @Matches(/^\d+(kb|mb)$/i, { message: 'BODY_LIMIT must look like 100kb' })
  BODY_LIMIT: string = '100kb';

  /** Requests per minute one client IP may make across the API. */
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE: number = 300;

  /** Express `trust proxy`: which hops may set X-Forwarded-For (the client IP rate limits use). */
  @IsString()
  TRUST_PROXY: string = 'loopback, linklocal, uniquelocal';

  /** Signs session cookies (JWT, HS256). */
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string;

  /** Longest a sign-in lasts; the auth service sets each session's end, the cookie never outlives this. */
  @IsInt()
  @Min(1)
  @Max(24 * 90)
  SESSION_TTL_HOURS: number = 168;

  /** Google Identity Services client id; absent turns "Continue with Google" off. */
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  override devDefaultsInUse(): Record<string, boolean> {
    return {
      APP_ORIGIN: /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(this.APP_ORIGIN),
      JWT_SECRET: this.JWT_SECRET === DEV_JWT_SECRET || this.JWT_SECRET.startsWith('dev-only-'),
    };
  }
}
