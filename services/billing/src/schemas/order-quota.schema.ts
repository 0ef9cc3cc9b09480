import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A member's orders on India day `day` (`_id` = member id); conditional updates keep concurrent ones under the cap. */
@Schema({ collection: 'order_quotas' })
export class OrderQuota {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) day: string;
  @Prop({ required: true }) count: number;
}

export const OrderQuotaSchema = SchemaFactory.createForClass(OrderQuota);
