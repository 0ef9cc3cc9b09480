import { DEV_ONLY_PREFIX, RedisServiceConfig } from '@typing/service-kit';
import { IsString, MinLength } from 'class-validator';

export class ResultsConfig extends RedisServiceConfig {
  /** Signs the tickets of tests that can rank (HMAC-SHA256): whoever holds it can mint ranked tests. */
  @IsString()
  @MinLength(32, { message: 'RANKED_TEST_SECRET must be at least 32 characters' })
  RANKED_TEST_SECRET: string;

  override devDefaultsInUse(): Record<string, boolean> {
    return { ...super.devDefaultsInUse(), RANKED_TEST_SECRET: this.RANKED_TEST_SECRET.startsWith(DEV_ONLY_PREFIX) };
  }
}
