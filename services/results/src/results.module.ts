import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppMetrics, natsClient, type ServiceConfig } from '@typing/service-kit';
import { ResultsController } from './results.controller';
import { RESULTS_BUS, ResultsEvents } from './results-events';
import { ResultsService } from './results.service';
import { Result, ResultSchema } from './result.schema';
import {
  RecentSessions,
  RecentSessionsSchema,
  UserStats,
  UserStatsSchema,
  UserTotals,
  UserTotalsSchema,
} from './user-stats.schema';

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
          { name: RecentSessions.name, schema: RecentSessionsSchema },
        ]),
      ],
      controllers: [ResultsController],
      providers: [
        ResultsService,
        ResultsEvents,
        {
          // The events this service publishes (results.saved), over the same NATS.
          provide: RESULTS_BUS,
          inject: [AppMetrics],
          useFactory: (metrics: AppMetrics) => natsClient(config.NATS_URL, metrics),
        },
      ],
    };
  }
}
