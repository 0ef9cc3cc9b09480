import type { ServiceDefinition } from '@typing/service-kit';
import { AiTextConfig } from './ai-text.config';
import { AiTextModule } from './ai-text.module';

export const aiTextService: ServiceDefinition<AiTextConfig> = {
  name: 'ai-text',
  config: AiTextConfig,
  feature: (config) => AiTextModule.register(config),
};
