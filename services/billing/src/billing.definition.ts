import type { ServiceDefinition } from '@typing/service-kit';
import { BillingConfig } from './billing.config';
import { BillingModule } from './billing.module';

export const billingService: ServiceDefinition<BillingConfig> = {
  name: 'billing',
  config: BillingConfig,
  feature: (config) => BillingModule.register(config),
};
