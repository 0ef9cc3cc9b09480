import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * One paid plan period. The document is also the fulfilment claim: unique on `paymentId` (and on
 * `orderId`), so however many times verify and the webhooks race, one insert wins and the others
 * get duplicate-key 11000 (plain unique indexes: the local engine has no partial ones).
 * The daily allowance lives here too: `usedToday` uses on the India day `usageDay`, changed only
 * by single-document conditional updates, which are atomic on MongoDB and on our patched FerretDB.
 */
@Schema({ collection: 'subscriptions', timestamps: true, autoIndex: false })
export class Subscription {
  _id: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
  /**
   * The member's periods form a chain: 1, 2, 3… (unique per member), each starting when the one
   * before ends (or now), or, for an upgrade, cutting the one before short. The unique index makes
   * two concurrent fulfilments for the same member collide, so the loser re-reads and chains after.
   */
  @Prop({ required: true }) seq: number;
  /** An upgrade: the subscription it replaced (ended when this one started). */
  @Prop({ type: MongooseSchema.Types.ObjectId }) replaces?: Types.ObjectId;
  @Prop({ required: true }) planId: number;
  @Prop({ required: true }) orderId: string;
  @Prop({ required: true }) paymentId: string;
  @Prop({ required: true }) startsAt: Date;
  @Prop({ required: true }) expiresAt: Date;
  /** `expired` once check-expired has seen it lapse; queries judge by `expiresAt` regardless. */
  @Prop({ required: true, default: 'active' }) status: 'active' | 'expired';
  /** Who fulfilled it first: the verify call, a webhook, createsubscription or the reconciler. */
  @Prop({ required: true }) fulfilledBy: 'verify' | 'webhook' | 'subscription' | 'reconciler';
  @Prop({ required: true }) usageDay: string;
  @Prop({ required: true, default: 0 }) usedToday: number;
}

export const SubscriptionSchema = SchemaFactory.createForClass(Subscription);
SubscriptionSchema.index({ paymentId: 1 }, { unique: true });
SubscriptionSchema.index({ orderId: 1 }, { unique: true });
SubscriptionSchema.index({ userId: 1, expiresAt: -1 });
SubscriptionSchema.index({ userId: 1, seq: 1 }, { unique: true });
