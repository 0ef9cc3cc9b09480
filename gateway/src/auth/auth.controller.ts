import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import {
  type AuthProvidersResponse,
  AuthProvidersResponseSchema,
  type EmailBody,
  EmailSchema,
  ErrorCode,
  type GoogleLogin,
  GoogleLoginSchema,
  isErrorBody,
  type Login,
  type LoginResponse,
  LoginResponseSchema,
  LoginSchema,
  type MessageResponse,
  MessageResponseSchema,
  Messages,
  type PublicUser,
  PublicUserSchema,
  RESET_TOKEN_PATTERN,
  type ResetPasswordBody,
  ResetPasswordSchema,
  type SessionGrant,
  type Signup,
  SignupSchema,
  Subjects,
  type UserResponse,
  UserResponseSchema,
  type VerifyOtp,
  VerifyOtpSchema,
} from '@typing/contracts';
import type { Request, Response } from 'express';
import { GatewayConfig } from '../config';
import { clientIp } from '../http/client-ip';
import { ServiceClient } from '../rpc/service-client';
import { ApiError } from '../errors/api-error';
import { AUTH_FORM_THROTTLE, AuthLimits, type LoginAttempt, otpSpent } from './auth-limits';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { RetryAfterInterceptor } from './retry-after.interceptor';
import { TrustedDevice } from './trusted-device';
import { SessionCookie } from '../session/session-cookie';

const isRefusal = (error: unknown) => isErrorBody(error) && error.status < 500;

@ApiTags('auth')
@Controller('auth')
@UseInterceptors(RetryAfterInterceptor)
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookie: SessionCookie,
    private readonly limits: AuthLimits,
    private readonly config: GatewayConfig,
    private readonly devices: TrustedDevice,
  ) {}

  @Post('signup')
  @Throttle(AUTH_FORM_THROTTLE)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Create an unverified account and email it a 6-digit code (the same answer for a registered address, whose owner is mailed instead)',
  })
  @ApiOkResponse({ standardSchema: MessageResponseSchema })
  @ApiBadRequestResponse({ description: 'Invalid field, weak or common password' })
  @ApiTooManyRequestsResponse({ description: 'A code was sent to this email less than a minute ago, or 10/min per IP' })
  async signup(
    @Body({ schema: SignupSchema }) dto: Signup,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    await this.limits.checkOtpCooldown(dto.email);
    // The code is bound to this browser: typed in another one, it is refused.
    const device = this.devices.ensure(req, res);
    const reply = await this.services.request(Subjects.auth.signup, { ...dto, device });
    await this.limits.startOtpCooldown(dto.email, device);
    return reply;
  }

  @Post('verify')
  @Throttle(AUTH_FORM_THROTTLE)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Verify the emailed code, in the browser that asked for it (its device cookie); sets the password chosen with it',
  })
  @ApiOkResponse({ standardSchema: UserResponseSchema })
  @ApiBadRequestResponse({
    description: 'INVALID_OTP: wrong code; OTP_SPENT: the 5th wrong try used it up; OTP_EXPIRED: no live code',
  })
  async verify(@Body({ schema: VerifyOtpSchema }) dto: VerifyOtp, @Req() req: Request): Promise<UserResponse> {
    // The tries are this browser's: a stranger's wrong codes elsewhere do not use them up.
    const device = this.devices.read(req);
    const attempt = await this.limits.startOtpTry(dto.email, device);
    try {
      const reply = await this.services.request(Subjects.auth.verify, { ...dto, device });
      await attempt.verified();
      return reply;
    } catch (error) {
      if (isErrorBody(error) && error.code === ErrorCode.InvalidOtp && attempt.lastTry) throw otpSpent();
      if (!isRefusal(error)) await attempt.notJudged();
      throw error;
    }
  }

  @Post('resend-otp')
  @Throttle(AUTH_FORM_THROTTLE)
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a new code (one a minute per email; same answer for any email)' })
  @ApiOkResponse({ standardSchema: MessageResponseSchema })
  @ApiTooManyRequestsResponse({
    description:
      'Cooldown running (skipped when the code is spent) or 5 codes this hour; Retry-After gives the seconds left',
  })
  async resendOtp(@Body({ schema: EmailSchema }) dto: EmailBody, @Req() req: Request): Promise<MessageResponse> {
    const device = this.devices.read(req);
    await this.limits.takeOtpResend(dto.email, device);
    try {
      const reply = await this.services.request(Subjects.auth.resendOtp, { ...dto, device });
      await this.limits.codeSent(dto.email, device);
      return reply;
    } catch (error) {
      if (!isRefusal(error)) await this.limits.refundOtpResend(dto.email);
      throw error;
    }
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in; sets the HttpOnly session cookie' })
  @ApiOkResponse({ standardSchema: LoginResponseSchema, description: 'Signed in; Set-Cookie carries the session' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiForbiddenResponse({ description: 'Email not verified (a fresh code is sent)' })
  @ApiTooManyRequestsResponse({
    description:
      'After 4 attempts in a row for the account, each waits 30 s doubling to 15 min (not on a device that signed in to it); or 50 failures an hour from the IP',
  })
  async login(
    @Body({ schema: LoginSchema }) dto: Login,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const code = await this.limits.takeSignInCode(dto.email);
    let attempt: LoginAttempt;
    try {
      attempt = await this.limits.startLogin(dto.email, clientIp(req), this.devices.read(req));
    } catch (error) {
      await code.giveBack();
      throw error;
    }
    const device = this.devices.ensure(req, res);
    let grant: SessionGrant;
    try {
      grant = await this.services.request(Subjects.auth.login, { ...dto, device, sendCode: code.allowed });
    } catch (error) {
      const unverified = isErrorBody(error) && error.code === ErrorCode.EmailNotVerified;
      // A wrong password stays charged; anything else (unverified, outage) is given back.
      if (!(isErrorBody(error) && error.code === ErrorCode.InvalidCredentials)) await attempt.notJudged();
      if (unverified && code.allowed) await this.limits.codeSent(dto.email, device);
      else await code.giveBack();
      throw error;
    }
    await code.giveBack();
    await attempt.succeeded();
    await this.limits.trustDevice(dto.email, device);
    await this.cookie.issue(res, grant);
    return { message: Messages.loggedIn, existingUser: grant.user };
  }

  @Post('continuewithgoogle')
  @Throttle(AUTH_FORM_THROTTLE)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a Google ID token; sets the session cookie' })
  @ApiOkResponse({ standardSchema: UserResponseSchema })
  @ApiBadRequestResponse({ description: 'Google sign-in not configured, or the token is invalid' })
  async continueWithGoogle(
    @Body({ schema: GoogleLoginSchema }) dto: GoogleLogin,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponse> {
    const grant = await this.services.request(Subjects.auth.google, dto);
    await this.cookie.issue(res, grant);
    return { message: Messages.loggedIn, user: grant.user };
  }

  @Get('logout')
  @ApiOperation({ summary: 'Sign out: revokes the session on the server and clears the cookie' })
  @ApiOkResponse({ standardSchema: MessageResponseSchema })
  @ApiForbiddenResponse({ description: 'Requested from another site' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageResponse> {
    const token = this.cookie.read(req);
    const claims = token ? await this.cookie.verify(token) : null;
    this.cookie.clear(res);
    if (claims) {
      try {
        await this.services.request(Subjects.auth.logout, { sessionId: claims.sid });
      } catch (error) {
        // Already ended is fine; an unreachable service is reported (the session may still be live).
        if (!isRefusal(error)) throw error;
      }
    }
    return { message: Messages.loggedOut };
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The signed-in user (confirms the session cookie is still live)' })
  @ApiOkResponse({ standardSchema: PublicUserSchema })
  @ApiUnauthorizedResponse({ description: 'Not signed in, or the session ended' })
  me(@CurrentUser() user: PublicUser): PublicUser {
    return user;
  }

  @Get('providers')
  @ApiOperation({ summary: 'Which sign-in providers are configured' })
  @ApiOkResponse({ standardSchema: AuthProvidersResponseSchema })
  providers(): AuthProvidersResponse {
    return this.config.GOOGLE_CLIENT_ID ? { googleClientId: this.config.GOOGLE_CLIENT_ID } : {};
  }

  @Post('forgot-password')
  @Throttle(AUTH_FORM_THROTTLE)
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a reset link (same answer whether or not the account exists)' })
  @ApiOkResponse({ standardSchema: MessageResponseSchema })
  @ApiTooManyRequestsResponse({ description: '3 per 15 minutes per email, or 10/min per IP' })
  async forgotPassword(@Body({ schema: EmailSchema }) dto: EmailBody): Promise<MessageResponse> {
    await this.limits.takeForgotPassword(dto.email);
    return this.services.request(Subjects.auth.forgotPassword, dto);
  }

  @Post('reset-password/:token')
  @Throttle(AUTH_FORM_THROTTLE)
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the emailed token; ends every session' })
  @ApiParam({ name: 'token', description: '43 characters, base64url' })
  @ApiOkResponse({ standardSchema: MessageResponseSchema })
  @ApiBadRequestResponse({ description: 'Invalid, used or expired token, or a weak password' })
  async resetPassword(
    @Param('token') token: string,
    @Body({ schema: ResetPasswordSchema }) dto: ResetPasswordBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    if (!RESET_TOKEN_PATTERN.test(token)) {
      throw new ApiError(400, ErrorCode.InvalidResetToken, Messages.resetTokenInvalid);
    }
    const device = this.devices.ensure(req, res);
    const { message, email } = await this.services.request(Subjects.auth.resetPassword, {
      token,
      newPassword: dto.newPassword,
    });
    // The link proved the mailbox: this browser gets a sign-in streak of its own.
    await this.limits.trustDevice(email, device);
    return { message };
  }
}
