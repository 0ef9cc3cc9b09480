import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { RpcRequest, RpcResponse, RpcSubject } from '@typing/contracts';
import { AppMetrics, rpcRequest } from '@typing/service-kit';
import { GatewayConfig } from '../config';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/**
 * The gateway's one door to the services: request-reply over NATS, always with a deadline, carrying
 * the request id.
 * A timeout surfaces as rxjs' TimeoutError (504), no responders as EmptyResponseException (503).
 */
@Injectable()
export class ServiceClient implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    private readonly config: GatewayConfig,
    private readonly metrics: AppMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Connect eagerly so the first request does not pay for it; a down NATS is retried by the client.
    await this.client.connect().catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }

  /** Sends `payload` on `subject`; both shapes come from the contracts' subject map. */
  request<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    timeoutMs = this.config.RPC_TIMEOUT_MS,
  ): Promise<RpcResponse<S>> {
    return rpcRequest(this.client, this.metrics, subject, payload, timeoutMs);
  }

  /** Round trip to the NATS server itself (PING/PONG). */
  async pingBus(): Promise<void> {
    const connection = this.client.unwrap<{ flush(): Promise<void> }>();
    await connection.flush();
  }
}
