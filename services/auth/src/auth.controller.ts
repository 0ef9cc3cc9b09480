import { Controller } from '@nestjs/common';
import {
  type AccountExport,
  type ChangeNameCommand,
  type ChangePasswordCommand,
  type EmailBody,
  type GoogleLogin,
  type LoginCommand,
  type MessageResponse,
  type ProfileImageRef,
  type ProfileImageUpdate,
  type PublicUser,
  type RpcPayload,
  type ResendOtpCommand,
  type MailCurrent,
  type MailCurrentQuery,
  type ResetPasswordCommand,
  type ResetPasswordReply,
  type SessionCheck,
  type SessionGrant,
  type SessionRef,
  type SignupCommand,
  type StoredImage,
  Subjects,
  type UserRef,
  type UserResponse,
  type VerifyOtpCommand,
} from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { AccountDataService } from './account-data.service';
import { AccountsService } from './accounts.service';
import { GoogleSignInService } from './google-sign-in.service';
import { ProfileImageService } from './profile-image.service';
import { SessionsService } from './sessions.service';

@Controller()
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly google: GoogleSignInService,
    private readonly images: ProfileImageService,
    private readonly sessions: SessionsService,
    private readonly accountData: AccountDataService,
  ) {}

  @RpcHandler(Subjects.auth.signup)
  signup(dto: SignupCommand): Promise<MessageResponse> {
    return this.accounts.signup(dto);
  }

  @RpcHandler(Subjects.auth.verify)
  verify(dto: VerifyOtpCommand): Promise<UserResponse> {
    return this.accounts.verify(dto);
  }

  @RpcHandler(Subjects.auth.resendOtp)
  resendOtp(dto: ResendOtpCommand): Promise<MessageResponse> {
    return this.accounts.resendOtp(dto);
  }

  @RpcHandler(Subjects.auth.login)
  login(dto: LoginCommand): Promise<SessionGrant> {
    return this.accounts.login(dto);
  }

  @RpcHandler(Subjects.auth.google)
  async googleSignIn(dto: GoogleLogin): Promise<SessionGrant> {
    const grant = await this.google.signIn(dto);
    // Google's name replaces the stored one: the user's other sessions must not keep the old one.
    await this.sessions.userChanged(grant.user._id);
    return grant;
  }

  @RpcHandler(Subjects.auth.session)
  session(dto: SessionCheck): Promise<PublicUser> {
    return this.accounts.sessionUser(dto.sessionId, dto.userId);
  }

  @RpcHandler(Subjects.auth.logout)
  logout(dto: SessionRef): Promise<MessageResponse> {
    return this.accounts.logout(dto.sessionId);
  }

  @RpcHandler(Subjects.auth.forgotPassword)
  forgotPassword(dto: EmailBody): Promise<MessageResponse> {
    return this.accounts.forgotPassword(dto);
  }

  @RpcHandler(Subjects.auth.resetPassword)
  resetPassword(dto: ResetPasswordCommand): Promise<ResetPasswordReply> {
    return this.accounts.resetPassword(dto);
  }

  @RpcHandler(Subjects.auth.mailCurrent)
  mailCurrent(dto: MailCurrentQuery): Promise<MailCurrent> {
    return this.accounts.mailCurrent(dto);
  }

  @RpcHandler(Subjects.auth.updateProfileImage)
  async updateProfileImage(dto: ProfileImageUpdate): Promise<UserResponse> {
    const answer = await this.images.update(dto);
    // Gateways keep the user with a cached session: they must see the new image at once.
    await this.sessions.userChanged(dto.userId);
    return answer;
  }

  @RpcHandler(Subjects.auth.profileImage)
  profileImage(dto: ProfileImageRef): Promise<StoredImage> {
    return this.images.get(dto);
  }

  @RpcHandler(Subjects.auth.changePassword)
  changePassword(dto: ChangePasswordCommand): Promise<MessageResponse> {
    return this.accounts.changePassword(dto);
  }

  @RpcHandler(Subjects.auth.changeName)
  async changeName(dto: ChangeNameCommand): Promise<UserResponse> {
    const answer = await this.accounts.changeName(dto);
    // Gateways keep the user with a cached session: the new name must show at once.
    await this.sessions.userChanged(dto.userId);
    return answer;
  }

  @RpcHandler(Subjects.auth.exportUser)
  exportUser(dto: UserRef): Promise<AccountExport> {
    return this.accountData.export(dto.userId);
  }

  @RpcHandler(Subjects.auth.confirmDeletion)
  confirmDeletion(dto: RpcPayload<typeof Subjects.auth.confirmDeletion>): Promise<MessageResponse> {
    return this.accountData.confirmDeletion(dto);
  }

  @RpcHandler(Subjects.auth.deleteAccount)
  deleteAccount(dto: UserRef): Promise<{ deleted: boolean }> {
    return this.accountData.delete(dto.userId);
  }

  @RpcHandler(Subjects.auth.unfinishedDeletions)
  unfinishedDeletions({ startedBefore }: RpcPayload<typeof Subjects.auth.unfinishedDeletions>) {
    return this.accountData.unfinishedDeletions(new Date(startedBefore));
  }
}
