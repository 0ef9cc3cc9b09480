import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** Also the fulfilment claim: unique on `paymentId` and `orderId`, so racing verifies and webhooks insert once. */
@Schema({ collection: 'subscriptions', timestamps: true, autoIndex: false })
export class Subscription {
  _id: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
  /** Unique per member, so two concurrent fulfilments collide and the loser re-reads and chains after. */
  @Prop({ required: true }) seq: number;
  @Prop({ type: MongooseSchema.Types.ObjectId }) replaces?: Types.ObjectId;
  @Prop({ required: true }) planId: number;
  @Prop({ required: true }) orderId: string;
  @Prop({ required: true }) paymentId: string;
  @Prop({ required: true }) startsAt: Date;
  @Prop({ required: true }) expiresAt: Date;
  @Prop({ required: true, default: 'active' }) status: 'active' | 'expired';
  @Prop({ required: true }) fulfilledBy: 'verify' | 'webhook' | 'subscription' | 'reconciler';
  @Prop({ required: true }) usageDay: string;
  @Prop({ required: true, default: 0 }) usedToday: number;
}

export const SubscriptionSchema = SchemaFactory.createForClass(Subscription);
SubscriptionSchema.index({ paymentId: 1 }, { unique: true });
SubscriptionSchema.index({ orderId: 1 }, { unique: true });
SubscriptionSchema.index({ userId: 1, expiresAt: -1 });
SubscriptionSchema.index({ userId: 1, seq: 1 }, { unique: true });
