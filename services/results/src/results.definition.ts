import type { ServiceDefinition } from '@typing/service-kit';
import { ResultsConfig } from './results.config';
import { ResultsModule } from './results.module';

export const resultsService: ServiceDefinition<ResultsConfig> = {
  name: 'results',
  config: ResultsConfig,
  feature: (config) => ResultsModule.register(config),
};
