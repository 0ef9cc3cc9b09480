import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { BILLING_LIMITS, ErrorCode, Messages, type Receipt, type ReceiptList } from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import { type Model, Types } from 'mongoose';
import { Plans } from './plans';
import { Order } from './schemas/order.schema';
import { Subscription } from './schemas/subscription.schema';

/** The billing page shows this many payments, newest first (years of monthly payments). */
const RECEIPTS_LIMIT = 100;

/** A member's payments and receipts: subscription plus order, both by member id, so another's payment id is a 404. */
@Injectable()
export class ReceiptsService {
  constructor(
    @InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly plans: Plans,
  ) {}

  async list(userId: string): Promise<ReceiptList> {
    const subs = await this.subscriptions
      .find({ userId: new Types.ObjectId(userId) })
      .sort({ seq: -1 })
      .limit(RECEIPTS_LIMIT)
      .lean<Subscription[]>();
    const orders = await this.orders.find({ _id: { $in: subs.map((s) => s.orderId) } }).lean<Order[]>();
    const byId = new Map(orders.map((o) => [o._id, o]));
    const receipts = subs.flatMap((sub) => {
      const order = byId.get(sub.orderId);
      return order ? [this.receipt(sub, order)] : [];
    });
    return { receipts, limit: RECEIPTS_LIMIT };
  }

  async one(userId: string, paymentId: string): Promise<Receipt> {
    const owner = new Types.ObjectId(userId);
    const sub = await this.subscriptions.findOne({ userId: owner, paymentId }).lean<Subscription>();
    const order = sub && (await this.orders.findOne({ _id: sub.orderId, userId: owner }).lean<Order>());
    if (!sub || !order) throw rpcError(404, ErrorCode.PaymentNotFound, Messages.paymentNotFound);
    return this.receipt(sub, order);
  }

  private receipt(sub: Subscription & { createdAt?: Date }, order: Order): Receipt {
    const planName = (id: number) => this.plans.byId(id)?.name ?? `Plan ${id}`;
    const paidAt = order.paidAt ?? sub.createdAt ?? sub.startsAt;
    return {
      paymentId: sub.paymentId,
      orderId: order._id,
      paidAt: paidAt.toISOString(),
      planId: sub.planId,
      planName: planName(sub.planId),
      amount: order.amount,
      currency: BILLING_LIMITS.currency,
      status: 'paid',
      periodStart: sub.startsAt.toISOString(),
      periodEnd: sub.expiresAt.toISOString(),
      // Only an upgrade applied as quoted replaced a plan (a stale one was added after the chain).
      ...(order.upgrade && sub.replaces
        ? {
            upgrade: {
              fromPlanName: planName(order.upgrade.fromPlanId),
              daysLeft: order.upgrade.daysLeft,
              creditPaise: order.upgrade.creditPaise,
            },
          }
        : {}),
    };
  }
}
