import { Global, Module } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { GatewayConfig } from '../config';
import { NATS_CLIENT, ServiceClient } from './service-client';

@Global()
@Module({
  providers: [
    {
      provide: NATS_CLIENT,
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) =>
        ClientProxyFactory.create({
          transport: Transport.NATS,
          options: { servers: [config.NATS_URL], maxReconnectAttempts: -1, reconnectTimeWait: 500 },
        }),
    },
    ServiceClient,
  ],
  exports: [ServiceClient],
})
export class RpcModule {}
