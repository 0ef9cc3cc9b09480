import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

export const RETENTION_PURGE_INTERVAL_MS = 60 * 60_000;

/** Data kept `retentionMs` and stored at or before this moment is due for deletion. */
export const retentionCutoff = (retentionMs: number, now = new Date()): Date => new Date(now.getTime() - retentionMs);

/** Matches an address whatever its case: a contact form keeps the case that was typed. */
export function sameAddress(email: string): RegExp {
  return new RegExp(`^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
}

/**
 * Deletes data past its retention period at boot and then every hour. The engine has no
 * TTL indexes, so a timer does it; a failed run is logged and the next one catches up.
 */
export abstract class RetentionPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;

  /** Deletes what is past its period at `now`; answers how many records went. */
  abstract purge(now?: Date): Promise<number>;

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), RETENTION_PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      const removed = await this.purge();
      if (removed > 0) this.logger.log(`purged ${removed} records past their retention period`);
    } catch (error) {
      this.logger.warn(`retention purge failed: ${(error as Error).message}`);
    }
  }
}
