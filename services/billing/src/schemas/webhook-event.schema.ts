import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A provider webhook already handled (`_id` = its event id): a redelivery is answered without work. */
@Schema({ collection: 'webhook_events', timestamps: { createdAt: true, updatedAt: false } })
export class WebhookEvent {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) event: string;
  @Prop({ required: true }) outcome: string;
}

export const WebhookEventSchema = SchemaFactory.createForClass(WebhookEvent);
