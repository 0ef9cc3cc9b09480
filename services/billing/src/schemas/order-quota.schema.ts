import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * How many payment orders a member created on the India day `day` (`_id` = the member's id, one
 * document per member): claimed by single-document conditional updates, so concurrent orders
 * cannot pass MEMBER_ORDERS_PER_DAY. Deleted with the member's account.
 */
@Schema({ collection: 'order_quotas' })
export class OrderQuota {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) day: string;
  @Prop({ required: true }) count: number;
}

export const OrderQuotaSchema = SchemaFactory.createForClass(OrderQuota);
