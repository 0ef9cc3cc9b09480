import { type ServiceDefinition, ServiceConfig } from '@typing/service-kit';
import { AiTextModule } from './ai-text.module';

export const aiTextService: ServiceDefinition<ServiceConfig> = {
  name: 'ai-text',
  config: ServiceConfig,
  feature: () => ({ module: AiTextModule }),
};
