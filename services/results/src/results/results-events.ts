import { inspect } from 'node:util';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { type ResultsSavedEvent, Subjects } from '@typing/contracts';
import { withRequestId } from '@typing/service-kit';
import { firstValueFrom } from 'rxjs';

export const RESULTS_BUS = Symbol('RESULTS_BUS');

/** A failed publish is logged, never fatal. */
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
      // Not always an Error: with NATS away the client may reject with a bare object.
      const reason = error instanceof Error ? error.message : inspect(error, { breakLength: Infinity });
      this.logger.warn(`results.saved for ${event.resultId} not published: ${reason}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.bus.close();
  }
}
