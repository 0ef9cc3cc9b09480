import { Injectable, Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, type GenerateTextCommand, type GeneratedTextView, Messages } from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import { BillingClient } from './billing-client';
import { hindiPracticeKeys } from './hindi-generator';
import { ResultsClient } from './results-client';
import { TextSource } from './text-source';
import { practiceKeys } from './weak-keys';
import { WeakKeysService } from './weak-keys.service';

/** Takes one use of the daily allowance, and gives it back if no text came of it. */
@Injectable()
export class AiTextService {
  private readonly logger = new Logger(AiTextService.name);

  constructor(
    private readonly billing: BillingClient,
    private readonly texts: TextSource,
    private readonly weakKeys: WeakKeysService,
    private readonly results: ResultsClient,
  ) {}

  async generate({ userId, misTypes, language, layout }: GenerateTextCommand): Promise<GeneratedTextView> {
    const grant = await this.billing.consume(userId);
    try {
      if (language === 'hi') {
        // The keys named; none: sentences alike (the long-term weak keys below are letters, not a layout's keys).
        const keys = hindiPracticeKeys(layout, misTypes);
        const { text, source } = this.texts.writeHindi(layout, keys);
        return { message: text, source, weakKeys: keys, remainingDailyLimit: grant.remainingDailyLimit };
      }
      const requested = practiceKeys(misTypes);
      const keys = requested.length > 0 ? requested : await this.longTermWeakKeys(userId);
      const { text, source } = await this.texts.write(keys);
      return { message: text, source, weakKeys: keys, remainingDailyLimit: grant.remainingDailyLimit };
    } catch (error) {
      this.logger.error(`no text for a granted use: ${(error as Error)?.message ?? String(error)}`);
      await this.billing.release(userId, grant).catch((releaseError: unknown) => {
        this.logger.error(
          `the use could not be given back: ${(releaseError as Error)?.message ?? String(releaseError)}`,
        );
      });
      if (error instanceof RpcException) throw error;
      throw rpcError(503, ErrorCode.AiTextFailed, Messages.aiTextFailed);
    }
  }

  private async longTermWeakKeys(userId: string): Promise<string[]> {
    const confident = practiceKeys(await this.results.leastConfidentKeys(userId));
    return confident.length > 0 ? confident : this.weakKeys.top(userId);
  }
}
