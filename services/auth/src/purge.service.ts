import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OtpCode } from './schemas/otp-code.schema';
import { PublicName } from './schemas/public-name.schema';
import { ResetToken } from './schemas/reset-token.schema';
import { Session } from './schemas/session.schema';

const PURGE_INTERVAL_MS = 60 * 60_000;

/** The engine has no TTL indexes; every read checks expiry itself, so purging late only costs disk. */
@Injectable()
export class PurgeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PurgeService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectModel(OtpCode.name) private readonly codes: Model<OtpCode>,
    @InjectModel(ResetToken.name) private readonly resetTokens: Model<ResetToken>,
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    @InjectModel(PublicName.name) private readonly names: Model<PublicName>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.purgeExpired(), PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async purgeExpired(now = new Date()): Promise<number> {
    try {
      const expired = { expiresAt: { $lte: now } };
      const results = await Promise.all([
        this.codes.deleteMany(expired),
        this.resetTokens.deleteMany(expired),
        this.sessions.deleteMany(expired),
        this.names.deleteMany({ heldUntil: { $lte: now } }),
      ]);
      const removed = results.reduce((sum, r) => sum + r.deletedCount, 0);
      if (removed > 0) this.logger.log(`purged ${removed} expired codes, reset tokens and sessions`);
      return removed;
    } catch (error) {
      this.logger.warn(`purge failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
