import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

export const RETENTION_PURGE_INTERVAL_MS = 60 * 60_000;

export const retentionCutoff = (retentionMs: number, now = new Date()): Date => new Date(now.getTime() - retentionMs);

/** A contact form keeps the case that was typed. */
export function sameAddress(email: string): RegExp {
  return new RegExp(`^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
}

/** The engine has no TTL indexes, so a timer purges; a failed run is logged and the next catches up. */
export abstract class RetentionPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;

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
