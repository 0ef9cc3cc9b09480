import { z } from 'zod';
import { Messages } from './errors';
import { AUTH_LIMITS, GENERATED_AVATAR_PATTERN } from './limits';
import { PreferencesSchema } from './preferences';
import { rpcContract } from './rpc-contract';
import { objectIdSchema, requiredEmail, requiredText, UserRefSchema } from './schema-kit';
import { Subjects } from './subjects';

const AVATAR_EXAMPLE = 'dicebear:adventurer:k3x9q';

/** Trimmed and lower-cased on the way in: account emails compare case-insensitively. */
export const AccountEmailSchema = requiredEmail(AUTH_LIMITS.email).toLowerCase().meta({ example: 'asha@example.com' });

/** Length only: the common-password check needs a dictionary and runs in the auth service. */
export const NewPasswordSchema = z
  .string({ error: Messages.fillAllFields })
  .min(1, Messages.fillAllFields)
  .min(AUTH_LIMITS.passwordMin, Messages.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, Messages.passwordTooLong);

const CurrentPasswordSchema = z
  .string({ error: Messages.fillAllFields })
  .min(1, Messages.fillAllFields)
  .max(AUTH_LIMITS.passwordMax, Messages.invalidCredentials);

const GeneratedAvatarSchema = z
  .string()
  .regex(GENERATED_AVATAR_PATTERN, 'The avatar is not a generated avatar.')
  .optional()
  .meta({ example: AVATAR_EXAMPLE });

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const AccountNameSchema = requiredText('Name', AUTH_LIMITS.name).meta({ example: 'Asha Rao' });

export const SignupSchema = z.strictObject({
  name: AccountNameSchema,
  email: AccountEmailSchema,
  password: NewPasswordSchema,
  profilePic: GeneratedAvatarSchema,
});
export type SignupRequest = z.input<typeof SignupSchema>;
export type Signup = z.output<typeof SignupSchema>;

export const VerifyOtpSchema = z.strictObject({
  email: AccountEmailSchema,
  otp: z
    .string({ error: Messages.enterAllDigits })
    .regex(/^\d{6}$/, Messages.enterAllDigits)
    .meta({ example: '042917', description: 'The 6-digit code from the email' }),
  profileImage: GeneratedAvatarSchema,
});
export type VerifyOtpRequest = z.input<typeof VerifyOtpSchema>;
export type VerifyOtp = z.output<typeof VerifyOtpSchema>;

export const EmailSchema = z.strictObject({ email: AccountEmailSchema });
export type EmailRequest = z.input<typeof EmailSchema>;
export type EmailBody = z.output<typeof EmailSchema>;

export const LoginSchema = z.strictObject({ email: AccountEmailSchema, password: CurrentPasswordSchema });
export type LoginRequest = z.input<typeof LoginSchema>;

/** The gateway's HttpOnly `device` cookie: a code confirms a sign-up only in the browser that asked for it. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DeviceSchema = z.string().regex(DEVICE_ID_PATTERN, 'Not a device id.');
export const SignupCommandSchema = SignupSchema.extend({ device: DeviceSchema.optional() });
export type SignupCommand = z.output<typeof SignupCommandSchema>;
export const VerifyOtpCommandSchema = VerifyOtpSchema.extend({ device: DeviceSchema.optional() });
export type VerifyOtpCommand = z.output<typeof VerifyOtpCommandSchema>;
export const ResendOtpCommandSchema = EmailSchema.extend({ device: DeviceSchema.optional() });
export type ResendOtpCommand = z.output<typeof ResendOtpCommandSchema>;
/** `sendCode: false` once the address's codes this hour are used up: a pending account is answered without a code. */
export const LoginCommandSchema = LoginSchema.extend({
  device: DeviceSchema.optional(),
  sendCode: z.boolean().optional(),
});
export type LoginCommand = z.output<typeof LoginCommandSchema>;
export type Login = z.output<typeof LoginSchema>;

export const GoogleLoginSchema = z.strictObject({
  credential: z
    .string({ error: Messages.googleTokenInvalid })
    .min(1, Messages.googleTokenInvalid)
    .max(4096, Messages.googleTokenInvalid)
    .meta({ description: 'The ID token (credential) from Google Identity Services' }),
});
export type GoogleLoginRequest = z.input<typeof GoogleLoginSchema>;
export type GoogleLogin = z.output<typeof GoogleLoginSchema>;

export const ResetPasswordSchema = z.strictObject({ newPassword: NewPasswordSchema });
export type ResetPasswordBody = z.input<typeof ResetPasswordSchema>;

export const ResetPasswordCommandSchema = ResetPasswordSchema.extend({
  token: z.string().regex(RESET_TOKEN_PATTERN, Messages.resetTokenInvalid),
});
export type ResetPasswordCommand = z.infer<typeof ResetPasswordCommandSchema>;
/** The address too, so the gateway trusts the browser that proved the mailbox. */
export const ResetPasswordReplySchema = z.object({ message: z.string(), email: z.string() });
export type ResetPasswordReply = z.infer<typeof ResetPasswordReplySchema>;

/** Is the code or reset link a queued mail carries still usable? A superseded, used or expired one is not sent. */
export const MailCurrentQuerySchema = z.strictObject({
  kind: z.enum(['auth.otp', 'auth.reset']),
  messageId: objectIdSchema,
});
export type MailCurrentQuery = z.infer<typeof MailCurrentQuerySchema>;
export const MailCurrentSchema = z.object({ current: z.boolean() });
export type MailCurrent = z.infer<typeof MailCurrentSchema>;

export const SessionRefSchema = z.strictObject({ sessionId: objectIdSchema });
export type SessionRef = z.infer<typeof SessionRefSchema>;
export const SessionCheckSchema = SessionRefSchema.extend({ userId: objectIdSchema });
export type SessionCheck = z.infer<typeof SessionCheckSchema>;

export const ProfileImageUpdateSchema = z.strictObject({
  userId: objectIdSchema,
  image: z.base64().max(1_000_000),
});
export type ProfileImageUpdate = z.infer<typeof ProfileImageUpdateSchema>;

export const ProfileImageRefSchema = z.strictObject({
  key: z.string().regex(/^[0-9a-f]{24}\/[0-9a-f-]{36}\.webp$/),
});
export type ProfileImageRef = z.infer<typeof ProfileImageRefSchema>;

export interface SessionsChangedEvent {
  userId?: string;
  sessionId?: string;
}

export const PublicUserSchema = z.object({
  _id: z.string().meta({ example: '665f1c2e9b1e8a0012345678' }),
  name: z.string().meta({ example: 'Asha Rao' }),
  email: z.string().meta({ example: 'asha@example.com' }),
  profileImage: z.string().optional().meta({ description: 'A generated avatar or an uploaded image path' }),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const UserResponseSchema = MessageResponseSchema.extend({ user: PublicUserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const LoginResponseSchema = MessageResponseSchema.extend({ existingUser: PublicUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SessionGrantSchema = z.object({
  user: PublicUserSchema,
  sessionId: z.string(),
  expiresAt: z.number(),
});
export type SessionGrant = z.infer<typeof SessionGrantSchema>;

export const StoredImageSchema = z.object({
  contentType: z.string(),
  data: z.string().meta({ description: 'base64' }),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

export const AuthProvidersResponseSchema = z.object({
  googleClientId: z.string().optional().meta({ description: 'Absent when Google sign-in is not configured' }),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;

export const ChangePasswordSchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordSchema>;
export const ChangePasswordCommandSchema = ChangePasswordSchema.extend({
  userId: objectIdSchema,
  /** The session asking stays signed in; every other one ends. */
  sessionId: objectIdSchema,
});
export type ChangePasswordCommand = z.infer<typeof ChangePasswordCommandSchema>;

/** Confirmed by password or, for a Google-only account, which has none, by typing the email. */
export const DeleteAccountSchema = z.strictObject({
  password: CurrentPasswordSchema.optional(),
  email: AccountEmailSchema.optional(),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountSchema>;
export const ConfirmDeletionCommandSchema = DeleteAccountSchema.extend({ userId: objectIdSchema });

export const ChangeNameSchema = z.strictObject({ name: AccountNameSchema });
export type ChangeNameRequest = z.input<typeof ChangeNameSchema>;
export const ChangeNameCommandSchema = ChangeNameSchema.extend({ userId: objectIdSchema });
export type ChangeNameCommand = z.infer<typeof ChangeNameCommandSchema>;

export const AccountExportSchema = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    verified: z.boolean(),
    profileImage: z.string().optional(),
    createdAt: z.string(),
    hasPassword: z.boolean(),
  }),
  signInMethods: z.array(z.string()).meta({ description: "'password', 'google'" }),
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  preferences: PreferencesSchema.nullable(),
  publicProfile: z.object({ displayName: z.string() }).nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const DeletedSchema = z.object({ deleted: z.boolean() });

export const UnfinishedDeletionsQuerySchema = z.strictObject({ startedBefore: z.iso.datetime() });
export const UnfinishedDeletionsSchema = z.object({
  accounts: z.array(z.object({ userId: objectIdSchema, email: z.string() })),
});
export type UnfinishedDeletions = z.infer<typeof UnfinishedDeletionsSchema>;

export const authRpc = {
  [Subjects.auth.signup]: rpcContract(SignupCommandSchema, MessageResponseSchema),
  [Subjects.auth.verify]: rpcContract(VerifyOtpCommandSchema, UserResponseSchema),
  [Subjects.auth.resendOtp]: rpcContract(ResendOtpCommandSchema, MessageResponseSchema),
  [Subjects.auth.login]: rpcContract(LoginCommandSchema, SessionGrantSchema),
  [Subjects.auth.google]: rpcContract(GoogleLoginSchema, SessionGrantSchema),
  [Subjects.auth.logout]: rpcContract(SessionRefSchema, MessageResponseSchema),
  [Subjects.auth.session]: rpcContract(SessionCheckSchema, PublicUserSchema),
  [Subjects.auth.forgotPassword]: rpcContract(EmailSchema, MessageResponseSchema),
  [Subjects.auth.resetPassword]: rpcContract(ResetPasswordCommandSchema, ResetPasswordReplySchema),
  [Subjects.auth.mailCurrent]: rpcContract(MailCurrentQuerySchema, MailCurrentSchema),
  [Subjects.auth.updateProfileImage]: rpcContract(ProfileImageUpdateSchema, UserResponseSchema),
  [Subjects.auth.profileImage]: rpcContract(ProfileImageRefSchema, StoredImageSchema),
  [Subjects.auth.changePassword]: rpcContract(ChangePasswordCommandSchema, MessageResponseSchema),
  [Subjects.auth.changeName]: rpcContract(ChangeNameCommandSchema, UserResponseSchema),
  [Subjects.auth.exportUser]: rpcContract(UserRefSchema, AccountExportSchema),
  [Subjects.auth.confirmDeletion]: rpcContract(ConfirmDeletionCommandSchema, MessageResponseSchema),
  [Subjects.auth.deleteAccount]: rpcContract(UserRefSchema, DeletedSchema),
  [Subjects.auth.unfinishedDeletions]: rpcContract(UnfinishedDeletionsQuerySchema, UnfinishedDeletionsSchema),
} as const;
