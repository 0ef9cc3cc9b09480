import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppMetrics, natsClient } from '@typing/service-kit';
import Redis from 'ioredis';
import {
  BoardBan,
  BoardBanSchema,
  BoardEntry,
  BoardEntrySchema,
  BoardMember,
  BoardMemberSchema,
  BoardOperatorAction,
  BoardOperatorActionSchema,
  TicketClaim,
  TicketClaimSchema,
} from './boards/board.schema';
import { BoardOperations } from './boards/board-operations';
import { BoardStore } from './boards/board-store';
import { LeaderboardsController } from './boards/leaderboards.controller';
import { BOARDS_REDIS, LeaderboardsService } from './boards/leaderboards.service';
import { RANKED_TEST_SECRET, RankedTests } from './boards/ranked-tests';
import { DeletionGuard } from './shared/deletion-guard';
import { ExamResult, ExamResultSchema } from './exams/exam-result.schema';
import { ExamStore } from './exams/exam-store';
import { ExamsController } from './exams/exams.controller';
import { ExamsService } from './exams/exams.service';
import { LessonProgressDoc, LessonProgressDocSchema } from './lessons/lesson-progress.schema';
import { LessonStore } from './lessons/lesson-store';
import { LessonsController } from './lessons/lessons.controller';
import type { ResultsConfig } from './results.config';
import { ResultsController } from './results/results.controller';
import { RESULTS_BUS, ResultsEvents } from './results/results-events';
import { ResultsService } from './results/results.service';
import { Result, ResultSchema } from './results/result.schema';
import { ResultStore } from './results/result-store';
import { SaveQuota } from './results/save-quota';
import { DayStore } from './statistics/day-store';
import { KeyFiguresStore } from './statistics/key-figures-store';
import { RecentSessionsStore } from './statistics/recent-sessions-store';
import { StatisticsStore } from './statistics/statistics-store';
import { TotalsStore } from './statistics/totals-store';
import {
  RecentSessions,
  RecentSessionsSchema,
  UserDay,
  UserDaySchema,
  UserStats,
  UserStatsSchema,
  UserTotals,
  UserTotalsSchema,
} from './statistics/user-stats.schema';

@Module({})
export class ResultsModule {
  static register(config: ResultsConfig): DynamicModule {
    return {
      module: ResultsModule,
      imports: [
        MongooseModule.forFeature([
          { name: Result.name, schema: ResultSchema },
          { name: UserStats.name, schema: UserStatsSchema },
          { name: UserTotals.name, schema: UserTotalsSchema },
          { name: RecentSessions.name, schema: RecentSessionsSchema },
          { name: UserDay.name, schema: UserDaySchema },
          { name: LessonProgressDoc.name, schema: LessonProgressDocSchema },
          { name: ExamResult.name, schema: ExamResultSchema },
          { name: BoardEntry.name, schema: BoardEntrySchema },
          { name: BoardMember.name, schema: BoardMemberSchema },
          { name: TicketClaim.name, schema: TicketClaimSchema },
          { name: BoardBan.name, schema: BoardBanSchema },
          { name: BoardOperatorAction.name, schema: BoardOperatorActionSchema },
        ]),
      ],
      controllers: [ResultsController, LessonsController, LeaderboardsController, ExamsController],
      providers: [
        ResultsService,
        ExamsService,
        ExamStore,
        ResultStore,
        SaveQuota,
        StatisticsStore,
        TotalsStore,
        KeyFiguresStore,
        RecentSessionsStore,
        DayStore,
        LessonStore,
        DeletionGuard,
        ResultsEvents,
        BoardStore,
        LeaderboardsService,
        RankedTests,
        BoardOperations,
        { provide: RANKED_TEST_SECRET, useValue: config.RANKED_TEST_SECRET },
        // The leaderboards' ranks: a cache of MongoDB's rows, closed by LeaderboardsService.
        { provide: BOARDS_REDIS, useFactory: () => new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) },
        {
          // The events this service publishes (results.saved), over the same NATS.
          provide: RESULTS_BUS,
          inject: [AppMetrics],
          useFactory: (metrics: AppMetrics) => natsClient(config, metrics),
        },
      ],
    };
  }
}
