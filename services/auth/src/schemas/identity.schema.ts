import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * An external sign-in linked to a user. Unique on (provider, subject), a plain compound index
 * (no sparse or partial index: the local engine has none), so concurrent first sign-ins with
 * one Google account create one identity.
 */
@Schema({ collection: 'identities', timestamps: { createdAt: true, updatedAt: false } })
export class Identity {
  @Prop({ required: true }) provider: string;
  @Prop({ required: true }) subject: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
}

export const IdentitySchema = SchemaFactory.createForClass(Identity);
IdentitySchema.index({ provider: 1, subject: 1 }, { unique: true });
