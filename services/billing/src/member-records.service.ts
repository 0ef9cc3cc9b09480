import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { BillingExport, BillingUnlinked } from '@typing/contracts';
import { type Model, Types } from 'mongoose';
import { Order } from './schemas/order.schema';
import { Subscription } from './schemas/subscription.schema';

/**
 * A member's billing records for the privacy rights: a copy for "export my data", and unlinking
 * them on account deletion. Orders and subscriptions carry no personal field but the user id;
 * they are kept for the accounts (amounts, dates, the provider's ids for reconciliation) and the
 * id is replaced by a fresh one that names nobody. A second deletion finds nothing (idempotent).
 */
@Injectable()
export class MemberRecordsService {
  constructor(
    @InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
  ) {}

  async export(userId: string): Promise<BillingExport> {
    const owner = new Types.ObjectId(userId);
    const [subscriptions, orders] = await Promise.all([
      this.subscriptions.find({ userId: owner }).sort({ startsAt: 1 }).lean(),
      this.orders.find({ userId: owner }).lean<(Order & { createdAt: Date })[]>(),
    ]);
    return {
      subscriptions: subscriptions.map((s) => ({
        planId: s.planId,
        status: s.status,
        startsAt: s.startsAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        orderId: s.orderId,
      })),
      orders: orders
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((o) => ({
          id: o._id,
          planId: o.planId,
          amount: o.amount,
          currency: o.currency,
          status: o.status,
          createdAt: o.createdAt.toISOString(),
          ...(o.paidAt ? { paidAt: o.paidAt.toISOString() } : {}),
        })),
    };
  }

  async unlink(userId: string): Promise<BillingUnlinked> {
    const owner = new Types.ObjectId(userId);
    const nobody = new Types.ObjectId();
    const [subscriptions, orders] = await Promise.all([
      this.subscriptions.updateMany({ userId: owner }, { $set: { userId: nobody } }),
      this.orders.updateMany({ userId: owner }, { $set: { userId: nobody } }),
    ]);
    return { subscriptions: subscriptions.modifiedCount, orders: orders.modifiedCount };
  }
}
