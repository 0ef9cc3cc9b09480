import { type ServiceDefinition, ServiceConfig } from '@typing/service-kit';
import { AuthModule } from './auth.module';

export const authService: ServiceDefinition<ServiceConfig> = {
  name: 'auth',
  config: ServiceConfig,
  feature: () => ({ module: AuthModule }),
};
