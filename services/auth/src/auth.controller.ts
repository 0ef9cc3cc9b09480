import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EmailDto,
  GoogleLoginDto,
  LoginDto,
  type MessageResponse,
  ProfileImageRef,
  ProfileImageUpdate,
  type PublicUser,
  ResetPasswordRequest,
  SessionCheck,
  type SessionGrant,
  SessionRef,
  SignupDto,
  type StoredImage,
  Subjects,
  type UserResponse,
  VerifyOtpDto,
} from '@typing/contracts';
import { AccountsService } from './accounts.service';
import { GoogleSignInService } from './google-sign-in.service';
import { ProfileImageService } from './profile-image.service';
import { SessionsService } from './sessions.service';

/** The auth service's NATS subjects; payloads are validated by the global pipe (service-kit). */
@Controller()
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly google: GoogleSignInService,
    private readonly images: ProfileImageService,
    private readonly sessions: SessionsService,
  ) {}

  @MessagePattern(Subjects.auth.signup)
  signup(@Payload() dto: SignupDto): Promise<MessageResponse> {
    return this.accounts.signup(dto);
  }

  @MessagePattern(Subjects.auth.verify)
  verify(@Payload() dto: VerifyOtpDto): Promise<UserResponse> {
    return this.accounts.verify(dto);
  }

  @MessagePattern(Subjects.auth.resendOtp)
  resendOtp(@Payload() dto: EmailDto): Promise<MessageResponse> {
    return this.accounts.resendOtp(dto);
  }

  @MessagePattern(Subjects.auth.login)
  login(@Payload() dto: LoginDto): Promise<SessionGrant> {
    return this.accounts.login(dto);
  }

  @MessagePattern(Subjects.auth.google)
  async googleSignIn(@Payload() dto: GoogleLoginDto): Promise<SessionGrant> {
    const grant = await this.google.signIn(dto);
    // Google's name replaces the stored one: the user's other sessions must not keep the old one.
    await this.sessions.userChanged(grant.user._id);
    return grant;
  }

  @MessagePattern(Subjects.auth.session)
  session(@Payload() dto: SessionCheck): Promise<PublicUser> {
    return this.accounts.sessionUser(dto.sessionId, dto.userId);
  }

  @MessagePattern(Subjects.auth.logout)
  logout(@Payload() dto: SessionRef): Promise<MessageResponse> {
    return this.accounts.logout(dto.sessionId);
  }

  @MessagePattern(Subjects.auth.forgotPassword)
  forgotPassword(@Payload() dto: EmailDto): Promise<MessageResponse> {
    return this.accounts.forgotPassword(dto);
  }

  @MessagePattern(Subjects.auth.resetPassword)
  resetPassword(@Payload() dto: ResetPasswordRequest): Promise<MessageResponse> {
    return this.accounts.resetPassword(dto);
  }

  @MessagePattern(Subjects.auth.updateProfileImage)
  async updateProfileImage(@Payload() dto: ProfileImageUpdate): Promise<UserResponse> {
    const answer = await this.images.update(dto);
    // Gateways keep the user with a cached session: they must see the new image at once.
    await this.sessions.userChanged(dto.userId);
    return answer;
  }

  @MessagePattern(Subjects.auth.profileImage)
  profileImage(@Payload() dto: ProfileImageRef): Promise<StoredImage> {
    return this.images.get(dto);
  }
}
