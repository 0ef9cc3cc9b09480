import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AUTH_LIMITS, type Preferences } from '@typing/contracts';

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, maxlength: AUTH_LIMITS.name }) name: string;
  /** Lower-cased by the DTOs; unique, so two sign-ups cannot create one address twice. */
  @Prop({ required: true, unique: true, maxlength: AUTH_LIMITS.email }) email: string;
  @Prop() passwordHash?: string;
  @Prop({ required: true, default: false }) verified: boolean;
  @Prop() profileImage?: string;
  @Prop({ type: Object }) preferences?: Preferences;
  @Prop() deletionStartedAt?: Date;
  @Prop() signupNoticeAt?: Date;
}

export const UserSchema = SchemaFactory.createForClass(User);
