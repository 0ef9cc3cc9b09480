import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type ClientProxy, RpcException } from '@nestjs/microservices';
import {
  ErrorCode,
  isErrorBody,
  Messages,
  type RpcRequest,
  type RpcResponse,
  type RpcSubject,
  Subjects,
  type UseGrant,
} from '@typing/contracts';
import { AppMetrics, rpcError, rpcRequest } from '@typing/service-kit';
import { TimeoutError } from 'rxjs';
import { AiTextConfig } from './ai-text.config';

export const SERVICES_BUS = Symbol('SERVICES_BUS');

/** Billing's daily allowance over NATS; its refusals (404, 403, 429) pass through unchanged. */
@Injectable()
export class BillingClient implements OnModuleDestroy {
  constructor(
    @Inject(SERVICES_BUS) private readonly bus: ClientProxy,
    private readonly config: AiTextConfig,
    private readonly metrics: AppMetrics,
  ) {}

  consume(userId: string): Promise<UseGrant> {
    return this.request(Subjects.billing.consumeUse, { userId });
  }

  release(userId: string, grant: UseGrant): Promise<{ released: boolean }> {
    return this.request(Subjects.billing.releaseUse, { userId, subscriptionId: grant.subscriptionId, day: grant.day });
  }

  private async request<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>> {
    try {
      return await rpcRequest(this.bus, this.metrics, subject, payload, this.config.BILLING_RPC_TIMEOUT_MS);
    } catch (error) {
      if (isErrorBody(error)) throw new RpcException(error);
      if (error instanceof TimeoutError) throw rpcError(504, ErrorCode.ServiceTimeout, Messages.serviceTimeout);
      throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.bus.close();
  }
}
