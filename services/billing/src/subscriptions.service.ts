import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type CheckExpiredResult,
  ErrorCode,
  indiaDay,
  Messages,
  nextIndiaMidnight,
  type SubscriptionView,
  type UseGrant,
} from '@typing/contracts';
import { isDuplicateKey, rpcError } from '@typing/service-kit';
import { type Model, Types } from 'mongoose';
import { Plans } from './plans';
import type { Order } from './schemas/order.schema';
import { Subscription } from './schemas/subscription.schema';
import { PERIOD_MS, paidPeriodMs } from './upgrade-quote';

/** Concurrent payments of one member each take the next place in the chain; this many tries is plenty. */
const CHAIN_ATTEMPTS = 10;

/** At most one period paid ahead: a member can pay next month early but not stack a year. */
export const isRenewable = (paidUntil: Date, now: Date) => paidUntil.getTime() - now.getTime() <= PERIOD_MS;

export type FulfilledOrder = Pick<Order, '_id' | 'userId' | 'planId' | 'amount' | 'basedOnSeq' | 'upgrade'>;

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>,
    private readonly plans: Plans,
  ) {}

  /** Exactly once and never overlapping: the insert is the claim (unique payment, order and chain place). */
  async fulfil(order: FulfilledOrder, paymentId: string, by: Subscription['fulfilledBy']) {
    for (let attempt = 0; attempt < CHAIN_ATTEMPTS; attempt++) {
      const done = (await this.findByOrder(order._id)) ?? (await this.subscriptions.findOne({ paymentId }).exec());
      if (done) return this.endReplaced(done);
      const previous = await this.latest(order.userId);
      try {
        const created = await this.subscriptions.create({
          userId: order.userId,
          planId: order.planId,
          orderId: order._id,
          paymentId,
          status: 'active',
          fulfilledBy: by,
          ...this.placeInChain(order, previous, new Date()),
        });
        return await this.endReplaced(created);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // This payment was fulfilled meanwhile, or another took this chain place: look again.
      }
    }
    throw rpcError(503, ErrorCode.ServiceUnavailable, Messages.fulfilmentBusy);
  }

  /** An upgrade on the period in force replaces it now; anything else starts when the chain ends, so none overlap. */
  private placeInChain(order: FulfilledOrder, previous: Subscription | null, now: Date) {
    const seq = (previous?.seq ?? 0) + 1;
    const inForce = previous !== null && previous.startsAt <= now && previous.expiresAt > now;
    if (order.upgrade && inForce && previous.seq === order.basedOnSeq) {
      return {
        seq,
        startsAt: now,
        expiresAt: new Date(now.getTime() + PERIOD_MS),
        replaces: previous._id,
        usageDay: previous.usageDay,
        usedToday: previous.usedToday,
      };
    }
    const startsAt = previous && previous.expiresAt > now ? previous.expiresAt : now;
    const plan = this.plans.byId(order.planId);
    const length = plan ? paidPeriodMs(order.amount, plan) : PERIOD_MS;
    return { seq, startsAt, expiresAt: new Date(startsAt.getTime() + length), usageDay: indiaDay(now), usedToday: 0 };
  }

  /** An upgrade ends the period it replaces when it starts (repeated safely by every retry). */
  private async endReplaced<T extends Subscription>(sub: T): Promise<T> {
    if (sub.replaces) {
      await this.subscriptions
        .updateOne({ _id: sub.replaces, expiresAt: { $gt: sub.startsAt } }, { $set: { expiresAt: sub.startsAt } })
        .exec();
    }
    return sub;
  }

  latest(userId: Types.ObjectId | string) {
    return this.subscriptions
      .findOne({ userId: new Types.ObjectId(userId) })
      .sort({ seq: -1 })
      .exec();
  }

  findByOrder(orderId: string) {
    return this.subscriptions.findOne({ orderId }).exec();
  }

  active(userId: string, now = new Date()) {
    return this.subscriptions
      .findOne({ userId: new Types.ObjectId(userId), startsAt: { $lte: now }, expiresAt: { $gt: now } })
      .sort({ expiresAt: -1 })
      .exec();
  }

  /** `chainEnd`: when the member's last paid period ends (a renewal queued behind `sub` ends later). */
  view(sub: Subscription, now = new Date(), chainEnd = sub.expiresAt): SubscriptionView {
    const plan = this.plans.byId(sub.planId);
    const limit = plan?.dailyLimit ?? 0;
    const used = sub.usageDay === indiaDay(now) ? sub.usedToday : 0;
    const paidUntil = chainEnd > sub.expiresAt ? chainEnd : sub.expiresAt;
    return {
      planId: sub.planId,
      planName: plan?.name ?? `Plan ${sub.planId}`,
      remainingDailyLimit: Math.max(0, limit - used),
      dailyLimit: limit,
      startsAt: sub.startsAt.toISOString(),
      expiresAt: sub.expiresAt.toISOString(),
      resetsAt: nextIndiaMidnight(now).toISOString(),
      orderId: sub.orderId,
      paidUntil: paidUntil.toISOString(),
      renewable: isRenewable(paidUntil, now),
    };
  }

  async mine(userId: string): Promise<SubscriptionView> {
    const now = new Date();
    const [sub, last] = await Promise.all([this.active(userId, now), this.latest(userId)]);
    if (!sub) throw rpcError(404, ErrorCode.NoSubscription, Messages.noActiveSubscription);
    return this.view(sub, now, last?.expiresAt);
  }

  /** Marks the caller's lapsed subscriptions `expired` (expiry itself is judged by `expiresAt`). */
  async checkExpired(userId: string): Promise<CheckExpiredResult> {
    const result = await this.subscriptions
      .updateMany(
        { userId: new Types.ObjectId(userId), status: 'active', expiresAt: { $lte: new Date() } },
        { $set: { status: 'expired' } },
      )
      .exec();
    return { updatedCount: result.modifiedCount };
  }

  /** Each step is one conditional single-document update, so concurrent calls never exceed the allowance. */
  async consume(userId: string): Promise<UseGrant> {
    const now = new Date();
    const sub = await this.active(userId, now);
    if (!sub) {
      const any = await this.subscriptions.exists({ userId: new Types.ObjectId(userId) }).exec();
      if (any) throw rpcError(403, ErrorCode.SubscriptionExpired, Messages.subscriptionExpired);
      throw rpcError(404, ErrorCode.NoSubscription, Messages.noActiveSubscription);
    }
    const day = indiaDay(now);
    const limit = this.plans.dailyLimit(sub.planId);
    const live = { _id: sub._id, expiresAt: { $gt: now } };
    const takeToday = () =>
      this.subscriptions
        .findOneAndUpdate(
          { ...live, usageDay: day, usedToday: { $lt: limit } },
          { $inc: { usedToday: 1 } },
          { returnDocument: 'after' },
        )
        .exec();
    const updated =
      (await takeToday()) ??
      (await this.subscriptions
        .findOneAndUpdate(
          { ...live, usageDay: { $ne: day } },
          { $set: { usageDay: day, usedToday: 1 } },
          { returnDocument: 'after' },
        )
        .exec()) ??
      (await takeToday());
    if (!updated) throw rpcError(429, ErrorCode.DailyLimitReached, Messages.dailyLimitReached);
    return {
      subscriptionId: String(updated._id),
      day,
      planId: updated.planId,
      remainingDailyLimit: Math.max(0, limit - updated.usedToday),
    };
  }

  /** Gives back a use of `day` (a no-op once that day is over: its count no longer matters). */
  async release(userId: string, subscriptionId: string, day: string): Promise<{ released: boolean }> {
    const updated = await this.subscriptions
      .findOneAndUpdate(
        {
          _id: new Types.ObjectId(subscriptionId),
          userId: new Types.ObjectId(userId),
          usageDay: day,
          usedToday: { $gt: 0 },
        },
        { $inc: { usedToday: -1 } },
      )
      .exec();
    return { released: updated !== null };
  }
}
