import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { BaseConfig } from '@typing/service-kit';

export class GatewayConfig extends BaseConfig {
  @IsInt()
  @Min(0)
  @Max(65535)
  GATEWAY_PORT: number = 3000;

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

  override devDefaultsInUse(): Record<string, boolean> {
    return { APP_ORIGIN: /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(this.APP_ORIGIN) };
  }
}
