import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { type ResultsSavedEvent, Subjects } from '@typing/contracts';
import { withRequestId } from '@typing/service-kit';
import { firstValueFrom } from 'rxjs';

export const RESULTS_BUS = Symbol('RESULTS_BUS');

/**
 * Publishes `results.saved` after a result is stored and counted, under the id of the request that
 * saved it; a failed publish is logged, never fatal.
 */
@Injectable()
export class ResultsEvents implements OnModuleDestroy {
  private readonly logger = new Logger(ResultsEvents.name);

  constructor(@Inject(RESULTS_BUS) private readonly bus: ClientProxy) {}

  async saved(event: ResultsSavedEvent, requestId?: string): Promise<void> {
    try {
      await firstValueFrom(this.bus.emit(Subjects.results.saved, withRequestId(event, requestId)), {
        defaultValue: undefined,
      });
    } catch (error) {
      this.logger.warn(`results.saved for ${event.resultId} not published: ${(error as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.bus.close();
  }
}
