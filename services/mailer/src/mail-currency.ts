import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { type MailJob, Subjects } from '@typing/contracts';
import { AppMetrics, rpcRequest } from '@typing/service-kit';

export const AUTH_BUS = Symbol('AUTH_BUS');

const MAIL_CURRENT_TIMEOUT_MS = 5_000;

/** A replaced, used or expired code or link is dropped; no answer throws, so the job is retried, never sent unasked. */
@Injectable()
export class MailCurrency implements OnModuleDestroy {
  constructor(
    @Inject(AUTH_BUS) private readonly bus: ClientProxy,
    private readonly metrics: AppMetrics,
  ) {}

  async stillCurrent(job: MailJob): Promise<boolean> {
    if (job.kind !== 'auth.otp' && job.kind !== 'auth.reset') return true;
    const { current } = await rpcRequest(
      this.bus,
      this.metrics,
      Subjects.auth.mailCurrent,
      { kind: job.kind, messageId: job.messageId },
      MAIL_CURRENT_TIMEOUT_MS,
    );
    return current;
  }

  async onModuleDestroy(): Promise<void> {
    await this.bus.close();
  }
}
