import type { ServiceDefinition } from '@typing/service-kit';
import { MailerConfig } from './mailer.config';
import { MailerModule } from './mailer.module';

export const mailerService: ServiceDefinition<MailerConfig> = {
  name: 'mailer',
  config: MailerConfig,
  feature: (config) => MailerModule.register(config),
};
