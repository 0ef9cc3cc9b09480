import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A member's public display name (issue 17), present only while they choose to appear. `_id` is the
 * name lower-cased, so two members cannot take one name in any case (the primary key settles the
 * race: duplicate key 11000); `displayName` keeps the case they typed.
 */
@Schema({ collection: 'public_names', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class PublicName {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) displayName: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
}

export const PublicNameSchema = SchemaFactory.createForClass(PublicName);
