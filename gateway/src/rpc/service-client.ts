import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { RpcRequest, RpcResponse, RpcSubject } from '@typing/contracts';
import { AppMetrics, rpcRequest } from '@typing/service-kit';
import { GatewayConfig } from '../config';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/** A timeout surfaces as rxjs' TimeoutError (504), no responders as EmptyResponseException (503). */
@Injectable()
export class ServiceClient implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    private readonly config: GatewayConfig,
    private readonly metrics: AppMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.client.connect().catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }

  request<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    timeoutMs = this.config.RPC_TIMEOUT_MS,
  ): Promise<RpcResponse<S>> {
    return rpcRequest(this.client, this.metrics, subject, payload, timeoutMs);
  }

  async pingBus(): Promise<void> {
    const connection = this.client.unwrap<{ flush(): Promise<void> }>();
    await connection.flush();
  }
}
