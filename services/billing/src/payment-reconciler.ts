import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BillingConfig } from './billing.config';
import { PaymentProvider, paymentMismatch } from './payment-provider';
import { PaymentsService } from './payments.service';
import { Order } from './schemas/order.schema';
import { WebhooksService } from './webhooks.service';

/** Orders older than this are not looked at: Razorpay refunds an uncaptured payment within days. */
const RECONCILE_WINDOW_MS = 7 * 24 * 3600_000;
const RECONCILE_BATCH = 100;
/** One member's many orders cannot fill a run. */
export const RECONCILE_PER_MEMBER = 5;
const RECONCILE_SCAN = 10 * RECONCILE_BATCH;

export interface ReconcileReport {
  checked: number;
  fulfilled: number;
  deferred: number;
  webhooksRecovered: number;
}

/** Safe on every replica at once and twice in a row: fulfilment is claimed by unique indexes, once per payment. */
@Injectable()
export class PaymentReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentReconciler.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly webhooks: WebhooksService,
    private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.config.PAYMENT_RECONCILE_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      const { fulfilled, webhooksRecovered } = await this.reconcile();
      if (fulfilled > 0) this.logger.warn(`reconciler fulfilled ${fulfilled} paid order(s) nobody had confirmed`);
      if (webhooksRecovered > 0)
        this.logger.warn(`reconciler fulfilled ${webhooksRecovered} webhook event(s) left pending`);
    } catch (error) {
      this.logger.warn(`reconciler run failed: ${(error as Error).message}`);
    }
  }

  /** A member's orders past RECONCILE_PER_MEMBER are deferred (marked looked at), so the next run reaches everyone else first. */
  async reconcile(now = new Date()): Promise<ReconcileReport> {
    const { processed: webhooksRecovered } = await this.webhooks.retryPending(now);
    const candidates = await this.orders
      .find({ status: 'created', createdAt: { $gte: new Date(now.getTime() - RECONCILE_WINDOW_MS) } })
      .select({ _id: 1, userId: 1 })
      .sort({ reconciledAt: 1, askedAt: 1, createdAt: 1 })
      .limit(RECONCILE_SCAN)
      .lean<Pick<Order, '_id' | 'userId'>[]>();
    const perMember = new Map<string, number>();
    const chosen: string[] = [];
    const deferred: string[] = [];
    for (const { _id, userId } of candidates) {
      if (chosen.length === RECONCILE_BATCH) break;
      const taken = perMember.get(String(userId)) ?? 0;
      if (taken < RECONCILE_PER_MEMBER) {
        perMember.set(String(userId), taken + 1);
        chosen.push(_id);
      } else {
        deferred.push(_id);
      }
    }
    if (deferred.length > 0) {
      await this.orders.updateMany({ _id: { $in: deferred } }, { $set: { reconciledAt: now } }).exec();
    }
    const found = await this.orders.find({ _id: { $in: chosen }, status: 'created' }).lean<Order[]>();
    const byId = new Map(found.map((order) => [order._id, order]));
    const open = chosen.flatMap((id) => byId.get(id) ?? []);
    let fulfilled = 0;
    for (const order of open) {
      const paid = (await this.provider.orderPayments(order._id)).find((p) => paymentMismatch(order, p) === null);
      if (paid) {
        await this.payments.fulfil(order, paid.id, 'reconciler');
        fulfilled++;
      } else {
        await this.orders.updateOne({ _id: order._id }, { $set: { reconciledAt: now, askedAt: now } }).exec();
      }
    }
    return { checked: open.length, fulfilled, deferred: deferred.length, webhooksRecovered };
  }
}
