import { type ServiceDefinition, ServiceConfig } from '@typing/service-kit';
import { BillingModule } from './billing.module';

export const billingService: ServiceDefinition<ServiceConfig> = {
  name: 'billing',
  config: ServiceConfig,
  feature: () => ({ module: BillingModule }),
};
