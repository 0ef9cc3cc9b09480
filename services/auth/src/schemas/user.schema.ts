import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AUTH_LIMITS, type Preferences } from '@typing/contracts';
import type { HydratedDocument } from 'mongoose';

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true, maxlength: AUTH_LIMITS.name }) name: string;
  /** Lower-cased by the DTOs; unique, so two sign-ups cannot create one address twice. */
  @Prop({ required: true, unique: true, maxlength: AUTH_LIMITS.email }) email: string;
  /** argon2id; absent for an account that only signs in with Google. */
  @Prop() passwordHash?: string;
  @Prop({ required: true, default: false }) verified: boolean;
  /** A generated avatar (`dicebear:…`) or an uploaded image path (`/api/auth/profile-image/…`). */
  @Prop() profileImage?: string;
  /** Settings that follow the member to every device; validated by the contract before they are set. */
  @Prop({ type: Object }) preferences?: Preferences;
  /** Set when the member confirmed the account's deletion (sessions ended); the record goes last. */
  @Prop() deletionStartedAt?: Date;
  /** When the owner was last told that someone tried to sign up with this address (one notice a day). */
  @Prop() signupNoticeAt?: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
