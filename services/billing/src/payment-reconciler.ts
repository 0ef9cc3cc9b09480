import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BillingConfig } from './billing.config';
import { PaymentProvider, paymentMismatch } from './payment-provider';
import { PaymentsService } from './payments.service';
import { Order } from './schemas/order.schema';

/** Orders older than this are not looked at: Razorpay refunds an uncaptured payment within days. */
export const RECONCILE_WINDOW_MS = 7 * 24 * 3600_000;
/** Orders asked about per run (one provider call each), the least recently asked first. */
export const RECONCILE_BATCH = 100;

export interface ReconcileReport {
  checked: number;
  fulfilled: number;
}

/**
 * Finds orders the provider has been paid for but that were never confirmed here (the browser
 * closed before verify, the webhook missed, the service down) and fulfils them. Safe to run on
 * every replica at once and twice in a row: fulfilment is claimed by unique indexes
 * (SubscriptionsService.fulfil), so a payment grants one period however often it is found.
 */
@Injectable()
export class PaymentReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentReconciler.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.config.PAYMENT_RECONCILE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One timed run: a failure (provider or database down) is logged and left to the next run. */
  private async run(): Promise<void> {
    try {
      const { fulfilled } = await this.reconcile();
      if (fulfilled > 0) this.logger.warn(`reconciler fulfilled ${fulfilled} paid order(s) nobody had confirmed`);
    } catch (error) {
      this.logger.warn(`reconciler run failed: ${(error as Error).message}`);
    }
  }

  async reconcile(now = new Date()): Promise<ReconcileReport> {
    const open = await this.orders
      .find({ status: 'created', createdAt: { $gte: new Date(now.getTime() - RECONCILE_WINDOW_MS) } })
      .sort({ reconciledAt: 1, createdAt: 1 })
      .limit(RECONCILE_BATCH)
      .lean<Order[]>();
    let fulfilled = 0;
    for (const order of open) {
      const paid = (await this.provider.orderPayments(order._id)).find((p) => paymentMismatch(order, p) === null);
      if (paid) {
        await this.payments.fulfil(order, paid.id, 'reconciler');
        fulfilled++;
      } else {
        await this.orders.updateOne({ _id: order._id }, { $set: { reconciledAt: now } }).exec();
      }
    }
    return { checked: open.length, fulfilled };
  }
}
