import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { Subjects } from '@typing/contracts';
import { AppMetrics, rpcRequest } from '@typing/service-kit';
import { AiTextConfig } from './ai-text.config';
import { SERVICES_BUS } from './billing-client';

@Injectable()
export class ResultsClient {
  private readonly logger = new Logger(ResultsClient.name);

  constructor(
    @Inject(SERVICES_BUS) private readonly bus: ClientProxy,
    private readonly config: AiTextConfig,
    private readonly metrics: AppMetrics,
  ) {}

  /** Empty when the results service has too little data or does not answer: practice falls back on our own counts. */
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

  /** Empty when the results service does not answer: the passage is then served at random rather than not at all. */
  async recentExamPassages(userId: string): Promise<string[]> {
    try {
      const { passageIds } = await rpcRequest(
        this.bus,
        this.metrics,
        Subjects.results.examRecentPassages,
        { userId },
        this.config.BILLING_RPC_TIMEOUT_MS,
      );
      return passageIds;
    } catch (error) {
      this.logger.warn(`no recent exam passages for ${userId}: ${(error as Error)?.message ?? String(error)}`);
      return [];
    }
  }
}
