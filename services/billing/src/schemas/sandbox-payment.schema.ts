import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The sandbox provider's books (`_id` = payment id): verify and the reconciler ask it as they would Razorpay's API. */
@Schema({ collection: 'sandbox_payments', timestamps: { createdAt: true, updatedAt: false } })
export class SandboxPayment {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true, index: true }) orderId: string;
  @Prop({ required: true }) amount: number;
  @Prop({ required: true }) currency: string;
  @Prop({ required: true }) status: 'captured' | 'failed';
}

export const SandboxPaymentSchema = SchemaFactory.createForClass(SandboxPayment);
