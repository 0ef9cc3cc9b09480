import { z } from 'zod';
import { configFrom, DEV_ONLY_PREFIX, RedisServiceConfig, redisServiceSchema } from '@typing/service-kit';

const resultsSchema = redisServiceSchema.extend({
  /** Signs the tickets of tests that can rank (HMAC-SHA256): whoever holds it can mint ranked tests. */
  RANKED_TEST_SECRET: z.string().min(32, 'RANKED_TEST_SECRET must be at least 32 characters'),
});

export class ResultsConfig extends configFrom(resultsSchema, (config) => ({
  ...RedisServiceConfig.devDefaultsInUse(config),
  RANKED_TEST_SECRET: config.RANKED_TEST_SECRET.startsWith(DEV_ONLY_PREFIX),
})) {}
