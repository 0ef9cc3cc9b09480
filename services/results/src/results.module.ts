import { type DynamicModule, Module } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { MongooseModule } from '@nestjs/mongoose';
import type { ServiceConfig } from '@typing/service-kit';
import { ResultsController } from './results.controller';
import { RESULTS_BUS, ResultsEvents } from './results-events';
import { ResultsService } from './results.service';
import { Result, ResultSchema } from './result.schema';
import { UserStats, UserStatsSchema, UserTotals, UserTotalsSchema } from './user-stats.schema';

/** Typing results, the per-user statistics and the performance summary (issue 5). */
@Module({})
export class ResultsModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: ResultsModule,
      imports: [
        MongooseModule.forFeature([
          { name: Result.name, schema: ResultSchema },
          { name: UserStats.name, schema: UserStatsSchema },
          { name: UserTotals.name, schema: UserTotalsSchema },
        ]),
      ],
      controllers: [ResultsController],
      providers: [
        ResultsService,
        ResultsEvents,
        {
          // The events this service publishes (results.saved), over the same NATS.
          provide: RESULTS_BUS,
          useFactory: () =>
            ClientProxyFactory.create({
              transport: Transport.NATS,
              options: { servers: [config.NATS_URL], maxReconnectAttempts: -1, reconnectTimeWait: 500 },
            }),
        },
      ],
    };
  }
}
