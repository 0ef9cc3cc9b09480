import { type DynamicModule, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BillingConfig } from './billing.config';
import { BillingController } from './billing.controller';
import { PaymentProvider, paymentProvider } from './payment-provider';
import { PaymentsService } from './payments.service';
import { Plans } from './plans';
import { Order, OrderSchema } from './schemas/order.schema';
import { Subscription, SubscriptionSchema } from './schemas/subscription.schema';
import { WebhookEvent, WebhookEventSchema } from './schemas/webhook-event.schema';
import { MemberRecordsService } from './member-records.service';
import { SubscriptionsService } from './subscriptions.service';

const MODELS = [
  { name: Order.name, schema: OrderSchema },
  { name: Subscription.name, schema: SubscriptionSchema },
  { name: WebhookEvent.name, schema: WebhookEventSchema },
];

/** Plans, orders, payment verification, subscriptions and the daily AI allowance (issue 6). */
@Module({})
export class BillingModule implements OnModuleInit {
  constructor(private readonly moduleRef: ModuleRef) {}

  static register(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: [MongooseModule.forFeature(MODELS)],
      controllers: [BillingController],
      providers: [
        { provide: BillingConfig, useValue: config },
        { provide: Plans, useValue: new Plans(config) },
        { provide: PaymentProvider, useValue: paymentProvider(config) },
        SubscriptionsService,
        MemberRecordsService,
        PaymentsService,
      ],
    };
  }

  /** The unique indexes are the fulfilment claim: build them before serving. */
  async onModuleInit(): Promise<void> {
    await Promise.all(
      MODELS.map(({ name }) => this.moduleRef.get<Model<unknown>>(getModelToken(name), { strict: false }).init()),
    );
  }
}
