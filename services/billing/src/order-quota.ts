import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ErrorCode, indiaDay, MEMBER_ORDERS_PER_DAY, Messages } from '@typing/contracts';
import { isDuplicateKey, rpcError } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { OrderQuota } from './schemas/order-quota.schema';

/**
 * The per-member cap on payment orders a day. Each step is one conditional
 * single-document write, atomic on MongoDB and on our patched FerretDB (as the daily AI
 * allowance), so concurrent orders of one member get exactly the places left:
 * 1. same India day and `count < cap` → `$inc` 1;
 * 2. else, a stored earlier day → today with 1 (one caller wins the reset);
 * 3. else, no document yet → insert today with 1 (one caller wins; 11000 for the others);
 * 4. the losers of 2 and 3 retry step 1 once. Nothing matched → 429.
 */
@Injectable()
export class OrderQuotaService {
  constructor(@InjectModel(OrderQuota.name) private readonly quotas: Model<OrderQuota>) {}

  async claim(userId: string, now = new Date()): Promise<void> {
    const day = indiaDay(now);
    const take = () =>
      this.quotas
        .findOneAndUpdate({ _id: userId, day, count: { $lt: MEMBER_ORDERS_PER_DAY } }, { $inc: { count: 1 } })
        .exec();
    if (await take()) return;
    if (await this.quotas.findOneAndUpdate({ _id: userId, day: { $ne: day } }, { $set: { day, count: 1 } }).exec()) {
      return;
    }
    try {
      await this.quotas.create({ _id: userId, day, count: 1 });
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    if (await take()) return;
    throw rpcError(429, ErrorCode.OrderLimitReached, Messages.orderLimitReached);
  }

  /** Gives back a place whose order was never made (the provider failed): a no-op once the day is over. */
  async release(userId: string, now = new Date()): Promise<void> {
    await this.quotas.updateOne({ _id: userId, day: indiaDay(now), count: { $gt: 0 } }, { $inc: { count: -1 } }).exec();
  }

  /** Account deletion: the count names the member. */
  async forget(userId: string): Promise<void> {
    await this.quotas.deleteOne({ _id: userId }).exec();
  }
}
