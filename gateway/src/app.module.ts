import { type DynamicModule, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { loggerModule, metricsModule } from '@typing/service-kit';
import { AiTextController } from './ai-text/ai-text.controller';
import { AuthModule } from './auth/auth.module';
import { PaymentController } from './billing/payment.controller';
import { SubscriptionController } from './billing/subscription.controller';
import { GatewayConfig } from './config';
import { LeaderboardsController } from './community/leaderboards.controller';
import { ProfilesController } from './community/profiles.controller';
import { PublicProfileController } from './community/public-profile.controller';
import { ContactController } from './contact/contact.controller';
import { ExamsController } from './exams/exams.controller';
import { HealthController } from './health/health.controller';
import { GatewayShutdown } from './health/shutdown';
import { RedisModule } from './redis/redis.module';
import { ExportLimit } from './results/export-limit';
import { ResultsController } from './results/results.controller';
import { LessonsController } from './lessons/lessons.controller';
import { BoardActionsController } from './operator/board-actions.controller';
import { RpcModule } from './rpc/rpc.module';
import { SessionModule } from './session/session.module';
import { SiteController } from './site/site.controller';
import { SystemController } from './system/system.controller';
import { ThrottleModule } from './throttle/throttle.module';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        loggerModule('gateway', config.LOG_LEVEL, config.NODE_ENV === 'development'),
        metricsModule('gateway', { host: config.METRICS_HOST, port: config.METRICS_PORT }),
        TerminusModule,
        RpcModule,
        RedisModule,
        ThrottleModule,
        SessionModule,
        AuthModule,
      ],
      controllers: [
        SystemController,
        SiteController,
        HealthController,
        ContactController,
        ResultsController,
        LessonsController,
        ExamsController,
        SubscriptionController,
        PaymentController,
        AiTextController,
        PublicProfileController,
        ProfilesController,
        LeaderboardsController,
        BoardActionsController,
      ],
      providers: [{ provide: GatewayConfig, useValue: config }, GatewayShutdown, ExportLimit],
      exports: [GatewayConfig, ExportLimit],
    };
  }
}
