import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One row per sent email, keyed by the queue job id: a redelivered job is not sent twice. */
@Schema({ collection: 'deliveries', timestamps: { createdAt: 'sentAt', updatedAt: false } })
export class Delivery {
  @Prop({ required: true, unique: true }) jobId: string;
  @Prop({ required: true }) kind: string;
  @Prop({ required: true }) to: string;
  @Prop() smtpMessageId?: string;
}

export const DeliverySchema = SchemaFactory.createForClass(Delivery);
