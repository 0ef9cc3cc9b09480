import { RedisServiceConfig, type ServiceDefinition } from '@typing/service-kit';
import { ResultsModule } from './results.module';

export const resultsService: ServiceDefinition<RedisServiceConfig> = {
  name: 'results',
  config: RedisServiceConfig,
  feature: (config) => ResultsModule.register(config),
};
