import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** A payment order: `_id` is the provider's order id; amount in paise. */
@Schema({ collection: 'orders', timestamps: { createdAt: true, updatedAt: false } })
export class Order {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
  @Prop({ required: true }) planId: number;
  @Prop({ required: true }) amount: number;
  @Prop({ required: true }) currency: string;
  @Prop({ required: true }) provider: string;
  /** created → paid (by verify, the webhook or createsubscription: whichever fulfils first). */
  @Prop({ required: true, default: 'created' }) status: 'created' | 'paid';
  @Prop() paymentId?: string;
  @Prop() paidAt?: Date;
  /**
   * When the reconciler last looked at this unpaid order: asked the provider about it, or passed it
   * over because its member had their share of the run (it looks at the least recent first).
   */
  @Prop() reconciledAt?: Date;
  /** When the reconciler last asked the provider about it (of orders looked at together, the least recently asked go first). */
  @Prop() askedAt?: Date;
  /**
   * The member's chain position when the order was made (the `seq` of their latest subscription,
   * 0 for none). An upgrade is applied as quoted only if the chain has not moved since; a payment
   * whose order is older than the chain is added after its end instead (never overlapping).
   */
  @Prop() basedOnSeq?: number;
  /** Set for an order that moves the active plan to a higher one. */
  @Prop({ type: Object }) upgrade?: OrderUpgrade;
  createdAt?: Date;
}

/** What an upgrade order was quoted (the receipt shows it). */
export interface OrderUpgrade {
  fromPlanId: number;
  daysLeft: number;
  creditPaise: number;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
// A member's orders by age (reuse of an open order, the export); open orders by age (the reconciler).
OrderSchema.index({ userId: 1, createdAt: -1 });
OrderSchema.index({ status: 1, reconciledAt: 1, askedAt: 1, createdAt: 1 });
