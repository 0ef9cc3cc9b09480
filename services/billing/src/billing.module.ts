import { type DynamicModule, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BillingConfig } from './billing.config';
import { BillingController } from './billing.controller';
import { PaymentProvider, paymentProvider } from './payment-provider';
import { PaymentsService } from './payments.service';
import { PaymentReconciler } from './payment-reconciler';
import { Plans } from './plans';
import { Order, OrderSchema } from './schemas/order.schema';
import { Subscription, SubscriptionSchema } from './schemas/subscription.schema';
import { WebhookEvent, WebhookEventSchema } from './schemas/webhook-event.schema';
import { SandboxPayment, SandboxPaymentSchema } from './schemas/sandbox-payment.schema';
import { OrderQuota, OrderQuotaSchema } from './schemas/order-quota.schema';
import { OrderQuotaService } from './order-quota';
import { WebhooksService } from './webhooks.service';
import { MemberRecordsService } from './member-records.service';
import { SubscriptionsService } from './subscriptions.service';
import { ReceiptsService } from './receipts.service';
import { numberLegacySubscriptions } from './legacy-subscriptions';

const MODELS = [
  { name: Order.name, schema: OrderSchema },
  { name: Subscription.name, schema: SubscriptionSchema },
  { name: WebhookEvent.name, schema: WebhookEventSchema },
  { name: SandboxPayment.name, schema: SandboxPaymentSchema },
  { name: OrderQuota.name, schema: OrderQuotaSchema },
];

/** Plans, orders, payment verification, subscriptions and the daily AI allowance. */
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
        {
          provide: PaymentProvider,
          useFactory: (sandboxPayments: Model<SandboxPayment>) => paymentProvider(config, sandboxPayments),
          inject: [getModelToken(SandboxPayment.name)],
        },
        SubscriptionsService,
        MemberRecordsService,
        ReceiptsService,
        OrderQuotaService,
        PaymentsService,
        WebhooksService,
        PaymentReconciler,
      ],
    };
  }

  /** Unique indexes are the fulfilment claim, built before serving; subscriptions' after legacy ones get a `seq`. */
  async onModuleInit(): Promise<void> {
    const model = (name: string) => this.moduleRef.get<Model<unknown>>(getModelToken(name), { strict: false });
    await Promise.all(MODELS.map(({ name }) => model(name).init()));
    const subscriptions = this.moduleRef.get<Model<Subscription>>(getModelToken(Subscription.name), {
      strict: false,
    });
    await numberLegacySubscriptions(subscriptions);
    await subscriptions.createIndexes();
  }
}
