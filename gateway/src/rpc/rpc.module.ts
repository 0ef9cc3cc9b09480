import { Global, Module } from '@nestjs/common';
import { AppMetrics, natsClient } from '@typing/service-kit';
import { GatewayConfig } from '../config';
import { NATS_CLIENT, ServiceClient } from './service-client';

@Global()
@Module({
  providers: [
    {
      provide: NATS_CLIENT,
      inject: [GatewayConfig, AppMetrics],
      useFactory: (config: GatewayConfig, metrics: AppMetrics) => natsClient(config, metrics),
    },
    ServiceClient,
  ],
  exports: [ServiceClient],
})
export class RpcModule {}
