import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type ChangeNameCommand,
  type ChangePasswordCommand,
  type EmailBody,
  ErrorCode,
  type LoginCommand,
  type MessageResponse,
  Messages,
  type PublicUser,
  type ResendOtpCommand,
  type MailCurrent,
  type MailCurrentQuery,
  type ResetPasswordCommand,
  type ResetPasswordReply,
  type SessionGrant,
  type SignupCommand,
  type UserResponse,
  type VerifyOtpCommand,
} from '@typing/contracts';
import { isDuplicateKey, MailQueue, rpcError, sealSecret } from '@typing/service-kit';
import type { Model, Types } from 'mongoose';
import { AuthConfig } from './auth.config';
import { deviceSlot, OtpService, type SignupChoice } from './otp.service';
import { admittedCheck, hashPassword, isCommonPassword, passwordMatches } from './password-policy';
import { toPublicUser } from './public-user';
import { QueueHealth } from './queue-health';
import { ResetToken } from './schemas/reset-token.schema';
import { User } from './schemas/user.schema';
import { generateResetToken, hashResetToken } from './secrets';
import { SessionsService } from './sessions.service';
import { answerNoSoonerThan, STEADY_ANSWER_MS } from './steady-answer';

const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** The owner of an existing account hears of sign-up attempts with its address at most this often. */
const SIGNUP_NOTICE_INTERVAL_MS = 24 * 60 * 60_000;

type StoredUser = User & { _id: Types.ObjectId };

const invalidCredentials = () => rpcError(401, ErrorCode.InvalidCredentials, Messages.invalidCredentials);
const unavailable = () => rpcError(503, ErrorCode.ServiceUnavailable, Messages.serviceUnavailable);

/** Nothing secret is logged: log lines name user ids and outcomes, never passwords, codes or tokens. */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(ResetToken.name) private readonly resetTokens: Model<ResetToken>,
    private readonly otp: OtpService,
    private readonly sessions: SessionsService,
    private readonly mailQueue: MailQueue,
    private readonly queueHealth: QueueHealth,
    private readonly config: AuthConfig,
  ) {}

  /** An existing address gets the same answer (no enumeration); its owner is mailed instead, at most once a day. */
  async signup(dto: SignupCommand): Promise<MessageResponse> {
    refuseCommonPassword(dto.password);
    const passwordHash = await hashPassword(dto.password);
    // Asked first, so an outage answers 503 for any address, registered or not.
    if (!(await this.queueHealth.isUp())) throw unavailable();
    const existing = await this.users.findOne({ email: dto.email }).lean();
    if (existing?.verified) {
      await this.noticeSignupAttempt(existing);
      return { message: Messages.signupCodeSent };
    }

    // What this sign-up chose travels with its code: only verifying that code makes it the account's.
    const choice: SignupChoice = {
      passwordHash,
      name: dto.name,
      profileImage: dto.profilePic,
    };
    const device = deviceSlot(dto.device);
    if (existing) {
      // A pending account is not changed by an unauthenticated request: the code carries the choice.
      await this.sendCode(existing, device, undefined, choice);
      return { message: Messages.signupCodeSent };
    }
    let user: StoredUser;
    try {
      const created = await this.users.create({
        name: dto.name,
        email: dto.email,
        passwordHash,
        verified: false,
        ...(dto.profilePic ? { profileImage: dto.profilePic } : {}),
      });
      user = created.toObject();
    } catch (error) {
      // A parallel sign-up created the address first: answer as for an existing account.
      if (isDuplicateKey(error)) return this.signup(dto);
      throw error;
    }
    await this.sendCode(user, device, () => this.users.deleteOne({ _id: user._id, verified: false }), choice);
    return { message: Messages.signupCodeSent };
  }

  /** Marks the account verified with its code; every kind of failure gives the same answer. */
  async verify(dto: VerifyOtpCommand): Promise<UserResponse> {
    const invalid = () => rpcError(400, ErrorCode.InvalidOtp, Messages.otpInvalid);
    const user = await this.users.findOne({ email: dto.email }).lean();
    if (!user || user.verified) throw invalid();
    const choice = await this.otp.verify(user._id, deviceSlot(dto.device), dto.otp);
    if (!choice) throw invalid();
    const profileImage = dto.profileImage ?? choice.profileImage;
    const verified = await this.users
      .findOneAndUpdate(
        { _id: user._id, verified: false },
        {
          $set: {
            verified: true,
            ...(choice.passwordHash ? { passwordHash: choice.passwordHash } : {}),
            ...(choice.name ? { name: choice.name } : {}),
            ...(profileImage ? { profileImage } : {}),
          },
        },
        { returnDocument: 'after' },
      )
      .lean();
    if (!verified) throw invalid();
    this.logger.log(`user ${user._id.toHexString()} verified their email`);
    return { message: Messages.otpVerified, user: toPublicUser(verified) };
  }

  /** The same answer, in the same time, for any address (no enumeration). */
  resendOtp(dto: ResendOtpCommand): Promise<MessageResponse> {
    return answerNoSoonerThan(STEADY_ANSWER_MS, async () => {
      if (!(await this.queueHealth.isUp())) throw unavailable();
      const user = await this.users.findOne({ email: dto.email }).lean();
      if (user && !user.verified) await this.sendCode(user, deviceSlot(dto.device));
      return { message: Messages.otpResent };
    });
  }

  /** Unknown email, wrong password and a Google-only account answer alike, after the same argon2 work. */
  async login(dto: LoginCommand): Promise<SessionGrant> {
    const { user, matches } = await admittedCheck(async () => {
      const found = await this.users.findOne({ email: dto.email }).lean();
      return { user: found, matches: await passwordMatches(found?.passwordHash, dto.password) };
    });
    if (!user || !matches) throw invalidCredentials();
    if (!user.verified) {
      // The password was just proven: the code confirms it (not a choice bound to an earlier code).
      if (dto.sendCode !== false)
        await this.sendCode(user, deviceSlot(dto.device), undefined, {
          passwordHash: user.passwordHash,
          name: user.name,
          profileImage: user.profileImage,
        });
      throw rpcError(403, ErrorCode.EmailNotVerified, Messages.emailNotVerified);
    }
    return this.grantSession(user);
  }

  async grantSession(user: StoredUser): Promise<SessionGrant> {
    const { sessionId, expiresAt } = await this.sessions.create(user._id);
    return { user: toPublicUser(user), sessionId, expiresAt: expiresAt.getTime() };
  }

  async sessionUser(sessionId: string, userId: string): Promise<PublicUser> {
    const unauthorized = () => rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
    if (!(await this.sessions.isActive(sessionId, userId))) throw unauthorized();
    const user = await this.users.findById(userId).lean();
    if (!user) throw unauthorized();
    return toPublicUser(user);
  }

  async logout(sessionId: string): Promise<MessageResponse> {
    await this.sessions.revoke(sessionId);
    return { message: Messages.loggedOut };
  }

  /** The same answer, in the same time, for any address. */
  forgotPassword(dto: EmailBody): Promise<MessageResponse> {
    return answerNoSoonerThan(STEADY_ANSWER_MS, () => this.mailResetLink(dto.email));
  }

  private async mailResetLink(email: string): Promise<MessageResponse> {
    if (!(await this.queueHealth.isUp())) throw unavailable();
    const user = await this.users.findOne({ email }).lean();
    if (user) {
      const token = generateResetToken();
      const stored = await this.resetTokens.create({
        userId: user._id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        used: false,
      });
      const link = `${this.config.APP_ORIGIN}/reset-password/${token}`;
      try {
        await this.mailQueue.enqueue([
          {
            kind: 'auth.reset',
            messageId: stored._id.toHexString(),
            ...(user.verified ? { name: user.name } : {}),
            email: user.email,
            sealedLink: sealSecret(this.config.MAIL_SEALING_KEY, link),
          },
        ]);
      } catch (error) {
        this.logger.error(`mail queue refused a reset link for user ${user._id.toHexString()}: ${errorText(error)}`);
        await this.resetTokens.deleteOne({ _id: stored._id });
        throw unavailable();
      }
    }
    return { message: Messages.resetLinkSent };
  }

  /** The mailer asks before sending: a replaced, used or expired code or link is not mailed. */
  async mailCurrent(dto: MailCurrentQuery): Promise<MailCurrent> {
    if (dto.kind === 'auth.otp') return { current: await this.otp.isCurrent(dto.messageId) };
    const live = await this.resetTokens.exists({ _id: dto.messageId, used: false, expiresAt: { $gt: new Date() } });
    return { current: live !== null };
  }

  /** The policy and the queue are checked before the token is claimed, so neither burns it. */
  async resetPassword(dto: ResetPasswordCommand): Promise<ResetPasswordReply> {
    refuseCommonPassword(dto.newPassword);
    if (!(await this.queueHealth.isUp())) throw unavailable();
    const passwordHash = await hashPassword(dto.newPassword);
    const claimed = await this.resetTokens
      .findOneAndUpdate(
        { tokenHash: hashResetToken(dto.token), used: false, expiresAt: { $gt: new Date() } },
        { $set: { used: true } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!claimed) throw rpcError(400, ErrorCode.InvalidResetToken, Messages.resetTokenInvalid);
    // Following the link proved the mailbox, so a still-unverified account becomes verified.
    const user = await this.users
      .findOneAndUpdate(
        { _id: claimed.userId },
        { $set: { passwordHash, verified: true } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!user) throw rpcError(400, ErrorCode.InvalidResetToken, Messages.resetTokenInvalid);
    await this.sessions.revokeAll(user._id);
    await this.resetTokens.updateMany({ userId: user._id, used: false }, { $set: { used: true } });
    await this.otp.discard(user._id);
    await this.noticePasswordChanged(user);
    this.logger.log(`user ${user._id.toHexString()} reset their password; all sessions revoked`);
    // The address goes to the gateway only, which trusts the browser that proved the mailbox.
    return { message: Messages.passwordReset, email: user.email };
  }

  /** A wrong current password answers like a failed sign-in (the gateway counts it the same); this session stays. */
  async changePassword(dto: ChangePasswordCommand): Promise<MessageResponse> {
    const user = await this.users.findById(dto.userId).lean();
    if (!user) throw rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
    if (!user.passwordHash) throw rpcError(409, ErrorCode.NoPassword, Messages.noPasswordToChange);
    if (!(await passwordMatches(user.passwordHash, dto.currentPassword))) {
      throw rpcError(403, ErrorCode.InvalidCredentials, Messages.currentPasswordWrong);
    }
    refuseCommonPassword(dto.newPassword);
    const passwordHash = await hashPassword(dto.newPassword);
    await this.users.updateOne({ _id: user._id }, { $set: { passwordHash } });
    await this.sessions.revokeAllBut(user._id, dto.sessionId);
    await this.resetTokens.updateMany({ userId: user._id, used: false }, { $set: { used: true } });
    await this.noticePasswordChanged(user);
    this.logger.log(`user ${user._id.toHexString()} changed their password; other sessions revoked`);
    return { message: Messages.passwordChanged };
  }

  async changeName(dto: ChangeNameCommand): Promise<UserResponse> {
    const user = await this.users
      .findOneAndUpdate({ _id: dto.userId }, { $set: { name: dto.name } }, { returnDocument: 'after' })
      .lean();
    if (!user) throw rpcError(401, ErrorCode.Unauthorized, Messages.unauthorized);
    this.logger.log(`user ${user._id.toHexString()} changed their name`);
    return { message: Messages.nameChanged, user: toPublicUser(user) };
  }

  /** The day's notice is claimed with one conditional update, so parallel attempts mail once. */
  private async noticeSignupAttempt(user: StoredUser): Promise<void> {
    const now = new Date();
    const claimed = await this.users.updateOne(
      {
        _id: user._id,
        $or: [
          { signupNoticeAt: { $exists: false } },
          { signupNoticeAt: { $lte: new Date(now.getTime() - SIGNUP_NOTICE_INTERVAL_MS) } },
        ],
      },
      { $set: { signupNoticeAt: now } },
    );
    if (claimed.modifiedCount !== 1) return;
    try {
      await this.mailQueue.enqueue([
        {
          kind: 'auth.signup-attempt',
          messageId: `${user._id.toHexString()}-${now.getTime()}`,
          name: user.name,
          email: user.email,
          siteUrl: this.config.APP_ORIGIN,
        },
      ]);
    } catch (error) {
      this.logger.error(`mail queue refused a sign-up notice for user ${user._id.toHexString()}: ${errorText(error)}`);
      await this.users.updateOne({ _id: user._id, signupNoticeAt: now }, { $unset: { signupNoticeAt: 1 } });
      throw unavailable();
    }
  }

  /** Once the password is changed, a lost notice is only logged. */
  private async noticePasswordChanged(user: StoredUser): Promise<void> {
    try {
      await this.mailQueue.enqueue([
        {
          kind: 'auth.password-changed',
          messageId: `${user._id.toHexString()}-${Date.now()}`,
          name: user.name,
          email: user.email,
        },
      ]);
    } catch (error) {
      this.logger.error(
        `password changed for user ${user._id.toHexString()} but the notice was not queued: ${errorText(error)}`,
      );
    }
  }

  /** Skipped when a code went out under 30 s ago; if the queue refuses, the code and `undo` are rolled back (503). */
  private async sendCode(
    user: StoredUser,
    device: string,
    undo?: () => Promise<unknown>,
    choice?: SignupChoice,
  ): Promise<void> {
    const issued = await this.otp.issue(user._id, device, choice);
    if (!issued) return;
    try {
      await this.mailQueue.enqueue([
        {
          kind: 'auth.otp',
          messageId: issued.issueId,
          email: user.email,
          sealedCode: sealSecret(this.config.MAIL_SEALING_KEY, issued.code),
        },
      ]);
    } catch (error) {
      this.logger.error(`mail queue refused a code for user ${user._id.toHexString()}: ${errorText(error)}`);
      await issued.undo();
      await undo?.();
      throw unavailable();
    }
  }
}

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw rpcError(400, ErrorCode.WeakPassword, Messages.passwordTooCommon);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
