import { type ServiceDefinition, ServiceConfig } from '@typing/service-kit';
import { ResultsModule } from './results.module';

export const resultsService: ServiceDefinition<ServiceConfig> = {
  name: 'results',
  config: ServiceConfig,
  feature: (config) => ResultsModule.register(config),
};
