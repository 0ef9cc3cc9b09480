import { RedisServiceConfig, type ServiceDefinition } from '@typing/service-kit';
import { ContactModule } from './contact.module';

export const contactService: ServiceDefinition<RedisServiceConfig> = {
  name: 'contact',
  config: RedisServiceConfig,
  feature: (config) => ContactModule.register(config),
};
