import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** Unique on (provider, subject), so concurrent first sign-ins with one Google account create one identity. */
@Schema({ collection: 'identities', timestamps: { createdAt: true, updatedAt: false } })
export class Identity {
  @Prop({ required: true }) provider: string;
  @Prop({ required: true }) subject: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
}

export const IdentitySchema = SchemaFactory.createForClass(Identity);
IdentitySchema.index({ provider: 1, subject: 1 }, { unique: true });
