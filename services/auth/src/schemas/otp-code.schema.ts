import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * The pending sign-up code of a user in one browser (unique per user and browser: a new code
 * overwrites that browser's old one), bound to the choices of the sign-up that asked for it.
 * Only the HMAC of the code is kept. `issueId` changes with every code: it names the mail job
 * and ties a consumption to the code that was checked.
 */
@Schema({ collection: 'otp_codes' })
export class OtpCode {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) userId: Types.ObjectId;
  /** The browser that asked (`deviceSlot`: SHA-256 of its device id, '' when it named none). */
  @Prop({ type: String, default: '' }) device: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) issueId: Types.ObjectId;
  @Prop({ required: true }) codeHash: string;
  @Prop({ required: true }) issuedAt: Date;
  @Prop({ required: true }) expiresAt: Date;
  @Prop({ required: true, default: 0 }) attempts: number;
  @Prop({ required: true, default: false }) consumed: boolean;
  /**
   * The password (argon2id) and name chosen by the sign-up this code was sent for: verifying the code
   * sets them, so a later sign-up cannot change what an earlier code confirms.
   */
  @Prop() passwordHash?: string;
  @Prop() name?: string;
  @Prop() profileImage?: string;
}

export const OtpCodeSchema = SchemaFactory.createForClass(OtpCode);
OtpCodeSchema.index({ userId: 1, device: 1 }, { unique: true });
