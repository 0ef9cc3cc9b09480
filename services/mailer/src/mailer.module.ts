import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MAIL_QUEUE } from '@typing/contracts';
import { AppMetrics, HEALTH_PROBES, natsClient } from '@typing/service-kit';
import { Delivery, DeliverySchema } from './delivery.schema';
import { AUTH_BUS, MailCurrency } from './mail-currency';
import { MailQueueMetrics } from './mail-queue.metrics';
import { MailRetention, MailRetentionController } from './mail-retention';
import { MailProcessor } from './mail.processor';
import { MailerConfig } from './mailer.config';
import { smtpHealthProbe, smtpProvider } from './smtp';

@Module({})
export class MailerModule {
  static register(config: MailerConfig): DynamicModule {
    return {
      module: MailerModule,
      imports: [
        MongooseModule.forFeature([{ name: Delivery.name, schema: DeliverySchema }]),
        // Connection options, not a client: BullMQ then owns its connections and closes them.
        BullModule.forRoot({ connection: { url: config.REDIS_URL, maxRetriesPerRequest: null } }),
        BullModule.registerQueue({ name: MAIL_QUEUE }),
      ],
      controllers: [MailRetentionController],
      providers: [
        { provide: MailerConfig, useValue: config },
        smtpProvider,
        smtpHealthProbe,
        { provide: AUTH_BUS, inject: [AppMetrics], useFactory: (metrics: AppMetrics) => natsClient(config, metrics) },
        MailCurrency,
        MailProcessor,
        MailQueueMetrics,
        MailRetention,
      ],
      exports: [HEALTH_PROBES],
    };
  }
}
