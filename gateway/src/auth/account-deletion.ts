import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode, isErrorBody, Messages, Subjects } from '@typing/contracts';
import { ApiError } from '../errors/api-error';
import { ServiceClient } from '../rpc/service-client';

/** A deletion begun this long ago is no longer in its own request (which answered long before). */
export const RESUME_AFTER_MS = 2 * 60_000;
const RESUME_INTERVAL_MS = 5 * 60_000;

/** Each step is idempotent and the account goes last, so a deletion stopped part-way can be run again by any replica. */
@Injectable()
export class AccountDeletion implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountDeletion.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly services: ServiceClient) {}

  /** Contact messages and delivery records are kept by address, so the address takes them along. */
  async run(userId: string, email: string): Promise<void> {
    try {
      await this.services.request(Subjects.results.deleteUser, { userId });
      await this.services.request(Subjects.billing.deleteUser, { userId });
      await this.services.request(Subjects.aiText.deleteUser, { userId });
      await this.services.request(Subjects.contact.forgetAddress, { email });
      await this.services.request(Subjects.mailer.forgetAddress, { email });
      await this.services.request(Subjects.auth.deleteAccount, { userId });
    } catch (error) {
      const reason = isErrorBody(error) ? `${error.status} ${error.code}` : String(error);
      this.logger.error(`deletion of user ${userId} stopped part-way (${reason}); it will be finished later`);
      throw new ApiError(503, ErrorCode.ServiceUnavailable, Messages.accountDeletionUnfinished);
    }
  }

  async resumeUnfinished(now = new Date()): Promise<number> {
    const startedBefore = new Date(now.getTime() - RESUME_AFTER_MS).toISOString();
    const { accounts } = await this.services.request(Subjects.auth.unfinishedDeletions, { startedBefore });
    let finished = 0;
    for (const { userId, email } of accounts) {
      // A failure is logged by run(); the next round tries again.
      if (
        await this.run(userId, email).then(
          () => true,
          () => false,
        )
      )
        finished += 1;
    }
    if (finished > 0) this.logger.log(`finished ${finished} account deletions that had stopped part-way`);
    return finished;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.resumeUnfinished().catch((error: unknown) => {
        this.logger.warn(`unfinished deletions not resumed: ${(error as Error)?.message ?? String(error)}`);
      });
    }, RESUME_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
