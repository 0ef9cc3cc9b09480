import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { Subjects } from '@typing/contracts';
import { AppMetrics, rpcRequest } from '@typing/service-kit';
import { AiTextConfig } from './ai-text.config';
import { SERVICES_BUS } from './billing-client';

/** The results service's view of a user's keys, over NATS. */
@Injectable()
export class ResultsClient {
  private readonly logger = new Logger(ResultsClient.name);

  constructor(
    @Inject(SERVICES_BUS) private readonly bus: ClientProxy,
    private readonly config: AiTextConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /**
   * The user's least confident keys (speed and accuracy over their whole history); empty when the
   * results service has too little data or does not answer — practice then falls back on the
   * error counts this service keeps itself.
   */
  async leastConfidentKeys(userId: string): Promise<string[]> {
    try {
      const { keys } = await rpcRequest(
        this.bus,
        this.metrics,
        Subjects.results.weakestKeys,
        { userId },
        this.config.BILLING_RPC_TIMEOUT_MS,
      );
      return keys;
    } catch (error) {
      this.logger.warn(`no key confidence for ${userId}: ${(error as Error)?.message ?? String(error)}`);
      return [];
    }
  }
}
