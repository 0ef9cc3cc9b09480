import type { ServiceDefinition } from '@typing/service-kit';
import { AuthConfig } from './auth.config';
import { AuthModule } from './auth.module';

export const authService: ServiceDefinition<AuthConfig> = {
  name: 'auth',
  config: AuthConfig,
  feature: (config) => AuthModule.register(config),
};
