import type { Model } from 'mongoose';
import type { Subscription } from './schemas/subscription.schema';

/** Below every chain number a new subscription gets (1, 2, …): epoch milliseconds minus this. */
const LEGACY_OFFSET = 10_000_000_000_000;

/** Gives pre-chain subscriptions a `seq` from their start (below the new 1, 2, …), alike on any replica, once each. */
export async function numberLegacySubscriptions(subscriptions: Model<Subscription>): Promise<number> {
  const legacy = await subscriptions
    .find({ seq: { $exists: false } }, { startsAt: 1 })
    .lean<Pick<Subscription, '_id' | 'startsAt'>[]>();
  for (const doc of legacy) {
    await subscriptions
      .updateOne({ _id: doc._id, seq: { $exists: false } }, { $set: { seq: doc.startsAt.getTime() - LEGACY_OFFSET } })
      .exec();
  }
  return legacy.length;
}
