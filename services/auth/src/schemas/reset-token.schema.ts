import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** A password-reset token, kept only as its SHA-256; single use (claimed by flipping `used`). */
@Schema({ collection: 'reset_tokens', timestamps: { createdAt: true, updatedAt: false } })
export class ResetToken {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId: Types.ObjectId;
  @Prop({ required: true, unique: true }) tokenHash: string;
  @Prop({ required: true }) expiresAt: Date;
  @Prop({ required: true, default: false }) used: boolean;
}

export const ResetTokenSchema = SchemaFactory.createForClass(ResetToken);
