import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBase64, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { Messages } from '../errors';
import { AUTH_LIMITS, GENERATED_AVATAR_PATTERN } from '../limits';
import { RequiredEmail, RequiredText } from '../validation';

/** Account emails are compared case-insensitively: they are trimmed and lower-cased on the way in. */
function AccountEmail() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    RequiredEmail(AUTH_LIMITS.email),
  );
}

/** The length policy; the common-password check needs a dictionary and runs in the auth service. */
function NewPassword() {
  return applyDecorators(
    IsString({ message: Messages.fillAllFields }),
    IsNotEmpty({ message: Messages.fillAllFields }),
    MinLength(AUTH_LIMITS.passwordMin, { message: Messages.passwordTooShort }),
    MaxLength(AUTH_LIMITS.passwordMax, { message: Messages.passwordTooLong }),
  );
}

/** A generated avatar descriptor (`dicebear:<style>:<seed>`); uploaded images are set by their own call. */
function GeneratedAvatar() {
  return applyDecorators(
    IsOptional(),
    IsString(),
    Matches(GENERATED_AVATAR_PATTERN, { message: 'The avatar is not a generated avatar.' }),
  );
}

const AVATAR_EXAMPLE = 'dicebear:adventurer:k3x9q';

export class PublicUser {
  @ApiProperty({ example: '665f1c2e9b1e8a0012345678' }) _id: string;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
  @ApiProperty({ example: 'asha@example.com' }) email: string;
  @ApiPropertyOptional({ example: AVATAR_EXAMPLE, description: 'A generated avatar or an uploaded image path' })
  profileImage?: string;
}

export class SignupDto {
  @ApiProperty({ example: 'Asha Rao', maxLength: AUTH_LIMITS.name })
  @RequiredText('Name', AUTH_LIMITS.name)
  name: string;

  @ApiProperty({ example: 'asha@example.com', maxLength: AUTH_LIMITS.email })
  @AccountEmail()
  email: string;

  @ApiProperty({ minLength: AUTH_LIMITS.passwordMin, maxLength: AUTH_LIMITS.passwordMax })
  @NewPassword()
  password: string;

  @ApiPropertyOptional({ example: AVATAR_EXAMPLE })
  @GeneratedAvatar()
  profilePic?: string;
}

export class VerifyOtpDto {
  @ApiProperty({ example: 'asha@example.com' })
  @AccountEmail()
  email: string;

  @ApiProperty({ example: '042917', description: 'The 6-digit code from the email' })
  @IsString({ message: Messages.enterAllDigits })
  @Matches(/^\d{6}$/, { message: Messages.enterAllDigits })
  otp: string;

  @ApiPropertyOptional({ example: AVATAR_EXAMPLE })
  @GeneratedAvatar()
  profileImage?: string;
}

export class EmailDto {
  @ApiProperty({ example: 'asha@example.com' })
  @AccountEmail()
  email: string;
}

export class LoginDto {
  @ApiProperty({ example: 'asha@example.com' })
  @AccountEmail()
  email: string;

  /** Only bounded here: an old password is checked, not judged. */
  @ApiProperty()
  @IsString({ message: Messages.fillAllFields })
  @IsNotEmpty({ message: Messages.fillAllFields })
  @MaxLength(AUTH_LIMITS.passwordMax, { message: Messages.invalidCredentials })
  password: string;
}

export class GoogleLoginDto {
  @ApiProperty({ description: 'The ID token (credential) from Google Identity Services' })
  @IsString({ message: Messages.googleTokenInvalid })
  @IsNotEmpty({ message: Messages.googleTokenInvalid })
  @MaxLength(4096, { message: Messages.googleTokenInvalid })
  credential: string;
}

export class ResetPasswordDto {
  @ApiProperty({ minLength: AUTH_LIMITS.passwordMin, maxLength: AUTH_LIMITS.passwordMax })
  @NewPassword()
  newPassword: string;
}

/** Reset tokens are 32 random bytes in base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// ---- Payloads between the gateway and the auth service (not HTTP bodies) ----

export class ResetPasswordRequest extends ResetPasswordDto {
  @IsString()
  @Matches(RESET_TOKEN_PATTERN, { message: Messages.resetTokenInvalid })
  token: string;
}

export class SessionRef {
  @IsString() @Matches(/^[0-9a-f]{24}$/) sessionId: string;
}

export class SessionCheck extends SessionRef {
  @IsString() @Matches(/^[0-9a-f]{24}$/) userId: string;
}

/** `auth.sessions.changed`: forget cached session answers of this user (of one session, or all). */
export interface SessionsChangedEvent {
  userId?: string;
  /** Only this session (a logout); absent: every session of `userId`. */
  sessionId?: string;
}

export class ProfileImageUpdate {
  @IsString() @Matches(/^[0-9a-f]{24}$/) userId: string;
  /** The re-encoded WebP, base64 (the gateway has already checked and re-encoded the upload). */
  @IsBase64() @MaxLength(1_000_000) image: string;
}

export class ProfileImageRef {
  @IsString() @Matches(/^[0-9a-f]{24}\/[0-9a-f-]{36}\.webp$/) key: string;
}

// ---- Responses ----

export class MessageResponse {
  @ApiProperty() message: string;
}

export class UserResponse extends MessageResponse {
  @ApiProperty({ type: PublicUser }) user: PublicUser;
}

export class LoginResponse extends MessageResponse {
  @ApiProperty({ type: PublicUser }) existingUser: PublicUser;
}

/** What the auth service answers to a successful login; the gateway turns the session into a cookie. */
export interface SessionGrant {
  user: PublicUser;
  sessionId: string;
  /** When the session ends (epoch milliseconds). */
  expiresAt: number;
}

export interface StoredImage {
  contentType: string;
  /** base64 */
  data: string;
}

export class AuthProvidersResponse {
  @ApiPropertyOptional({ description: 'Google Identity Services client id; absent when not configured' })
  googleClientId?: string;
}
