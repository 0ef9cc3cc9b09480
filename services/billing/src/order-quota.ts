import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ErrorCode, indiaDay, MEMBER_ORDERS_PER_DAY, Messages } from '@typing/contracts';
import { isDuplicateKey, rpcError } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { OrderQuota } from './schemas/order-quota.schema';

/** Each step is one conditional single-document write, so concurrent orders of one member get exactly the places left. */
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

  async release(userId: string, now = new Date()): Promise<void> {
    await this.quotas.updateOne({ _id: userId, day: indiaDay(now), count: { $gt: 0 } }, { $inc: { count: -1 } }).exec();
  }

  async forget(userId: string): Promise<void> {
    await this.quotas.deleteOne({ _id: userId }).exec();
  }
}
