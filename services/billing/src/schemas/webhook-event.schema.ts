import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A provider webhook (`_id` = its event id), recorded before it is answered: a redelivery is
 * answered without work. A paying event is stored `pending` with what fulfilment needs, fulfilled
 * in the background, then marked `processed` (or `ignored`); one still pending after a failure is
 * retried by the reconciler, so an acknowledged payment is never lost.
 */
@Schema({ collection: 'webhook_events', timestamps: { createdAt: true, updatedAt: false } })
export class WebhookEvent {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) event: string;
  @Prop({ required: true }) outcome: 'pending' | 'processed' | 'ignored';
  @Prop() orderId?: string;
  @Prop() paymentId?: string;
  /** In paise, as the event states it (checked against the order and the provider's record). */
  @Prop() amount?: number;
  @Prop() currency?: string;
  /** Background and reconciler attempts so far, and when the last one started. */
  @Prop({ default: 0 }) attempts?: number;
  @Prop() triedAt?: Date;
  @Prop() lastError?: string;
  createdAt?: Date;
}

export const WebhookEventSchema = SchemaFactory.createForClass(WebhookEvent);
WebhookEventSchema.index({ outcome: 1, triedAt: 1, createdAt: 1 });
