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
  createdAt?: Date;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
