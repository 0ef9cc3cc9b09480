import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** One per user and browser; only the code's HMAC is kept, and `issueId` ties a consumption to the code checked. */
@Schema({ collection: 'otp_codes' })
export class OtpCode {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) userId: Types.ObjectId;
  @Prop({ type: String, default: '' }) device: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) issueId: Types.ObjectId;
  @Prop({ required: true }) codeHash: string;
  @Prop({ required: true }) issuedAt: Date;
  @Prop({ required: true }) expiresAt: Date;
  @Prop({ required: true, default: 0 }) attempts: number;
  @Prop({ required: true, default: false }) consumed: boolean;
  /** Set by verifying this code, so a later sign-up cannot change what an earlier code confirms. */
  @Prop() passwordHash?: string;
  @Prop() name?: string;
  @Prop() profileImage?: string;
}

export const OtpCodeSchema = SchemaFactory.createForClass(OtpCode);
OtpCodeSchema.index({ userId: 1, device: 1 }, { unique: true });
