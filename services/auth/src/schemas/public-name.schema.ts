import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A member's public display name. `_id` is the name lower-cased, so two members cannot
 * take one name in any case (the primary key settles the race: duplicate key 11000); `displayName`
 * keeps the case they typed. A freed name (the member left, changed name or deleted the account) is
 * kept, shown nowhere, until `heldUntil` (30 days): no one else can take it meanwhile and
 * pass for its former holder. Only its former holder may take it back; a deleted account's hold
 * names no one.
 */
@Schema({ collection: 'public_names', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class PublicName {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) displayName: string;
  /** The holder; absent once a deleted account's name is only held. */
  @Prop({ type: MongooseSchema.Types.ObjectId, index: true }) userId?: Types.ObjectId;
  /** Set when freed: until then the name is held (appearing nowhere), after it anyone may take it. */
  @Prop() heldUntil?: Date;
}

export const PublicNameSchema = SchemaFactory.createForClass(PublicName);
