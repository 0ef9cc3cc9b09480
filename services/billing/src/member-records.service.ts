import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { BILLING_EXPORT_ORDERS, type BillingExport, type BillingUnlinked } from '@typing/contracts';
import { type Model, Types } from 'mongoose';
import { OrderQuotaService } from './order-quota';
import { Order } from './schemas/order.schema';
import { Subscription } from './schemas/subscription.schema';

/** On deletion, orders and subscriptions are kept for the accounts, their user id replaced by one that names nobody. */
@Injectable()
export class MemberRecordsService {
  constructor(
    @InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly quota: OrderQuotaService,
  ) {}

  async export(userId: string): Promise<BillingExport> {
    const owner = new Types.ObjectId(userId);
    const fields = { _id: 1, planId: 1, amount: 1, currency: 1, status: 1, createdAt: 1, paidAt: 1 };
    type Row = Pick<Order, '_id' | 'planId' | 'amount' | 'currency' | 'status' | 'paidAt'> & { createdAt: Date };
    const [subscriptions, paid] = await Promise.all([
      this.subscriptions.find({ userId: owner }).sort({ startsAt: 1 }).lean(),
      this.orders
        .find({ userId: owner, status: 'paid' }, fields)
        .sort({ createdAt: -1 })
        .limit(BILLING_EXPORT_ORDERS)
        .lean<Row[]>(),
    ]);
    const room = BILLING_EXPORT_ORDERS - paid.length;
    const unpaid =
      room > 0
        ? await this.orders
            .find({ userId: owner, status: { $ne: 'paid' } }, fields)
            .sort({ createdAt: -1 })
            .limit(room)
            .lean<Row[]>()
        : [];
    const listed = paid.length + unpaid.length;
    const omitted =
      listed < BILLING_EXPORT_ORDERS ? 0 : (await this.orders.countDocuments({ userId: owner }).exec()) - listed;
    return {
      subscriptions: subscriptions.map((s) => ({
        planId: s.planId,
        status: s.status,
        startsAt: s.startsAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        orderId: s.orderId,
      })),
      orders: [...paid, ...unpaid]
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
      ...(omitted > 0 ? { ordersOmitted: omitted } : {}),
    };
  }

  async unlink(userId: string): Promise<BillingUnlinked> {
    const owner = new Types.ObjectId(userId);
    const nobody = new Types.ObjectId();
    const [subscriptions, orders] = await Promise.all([
      this.subscriptions.updateMany({ userId: owner }, { $set: { userId: nobody } }),
      this.orders.updateMany({ userId: owner }, { $set: { userId: nobody } }),
      this.quota.forget(userId),
    ]);
    return { subscriptions: subscriptions.modifiedCount, orders: orders.modifiedCount };
  }
}
