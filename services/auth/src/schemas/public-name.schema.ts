import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** `_id` is the name lower-cased, so the primary key settles a race for one name in any case. */
@Schema({ collection: 'public_names', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class PublicName {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) displayName: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, index: true }) userId?: Types.ObjectId;
  @Prop() heldUntil?: Date;
}

export const PublicNameSchema = SchemaFactory.createForClass(PublicName);
