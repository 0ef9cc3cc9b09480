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
  @Prop({ required: true, default: 'created' }) status: 'created' | 'paid';
  @Prop() paymentId?: string;
  @Prop() paidAt?: Date;
  @Prop() reconciledAt?: Date;
  @Prop() askedAt?: Date;
  /** The chain's `seq` when ordered: an upgrade applies as quoted only if the chain has not moved since. */
  @Prop() basedOnSeq?: number;
  @Prop({ type: Object }) upgrade?: OrderUpgrade;
  createdAt?: Date;
}

export interface OrderUpgrade {
  fromPlanId: number;
  daysLeft: number;
  creditPaise: number;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ userId: 1, createdAt: -1 });
OrderSchema.index({ status: 1, reconciledAt: 1, askedAt: 1, createdAt: 1 });
