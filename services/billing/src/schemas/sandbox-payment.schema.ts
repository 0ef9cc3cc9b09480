import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A payment as the sandbox provider records it (`_id` = its payment id): what Razorpay's
 * payments API would answer about it. It stands for the provider's own books, so verify and the
 * reconciler ask it the same way they ask Razorpay.
 */
@Schema({ collection: 'sandbox_payments', timestamps: { createdAt: true, updatedAt: false } })
export class SandboxPayment {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true, index: true }) orderId: string;
  @Prop({ required: true }) amount: number;
  @Prop({ required: true }) currency: string;
  @Prop({ required: true }) status: 'captured' | 'failed';
}

export const SandboxPaymentSchema = SchemaFactory.createForClass(SandboxPayment);
