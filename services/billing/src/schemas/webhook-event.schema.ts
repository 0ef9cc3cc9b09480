import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Recorded before it is answered, so a redelivery costs no work and an acknowledged payment is never lost. */
@Schema({ collection: 'webhook_events', timestamps: { createdAt: true, updatedAt: false } })
export class WebhookEvent {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) event: string;
  @Prop({ required: true }) outcome: 'pending' | 'processed' | 'ignored';
  @Prop() orderId?: string;
  @Prop() paymentId?: string;
  @Prop() amount?: number;
  @Prop() currency?: string;
  @Prop({ default: 0 }) attempts?: number;
  @Prop() triedAt?: Date;
  @Prop() lastError?: string;
  createdAt?: Date;
}

export const WebhookEventSchema = SchemaFactory.createForClass(WebhookEvent);
WebhookEventSchema.index({ outcome: 1, triedAt: 1, createdAt: 1 });
