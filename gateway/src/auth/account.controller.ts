import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type ChangeNameRequest,
  ChangeNameSchema,
  type ChangePasswordRequest,
  ChangePasswordSchema,
  type DeleteAccountRequest,
  DeleteAccountSchema,
  ErrorCode,
  isErrorBody,
  type MessageResponse,
  MessageResponseSchema,
  Messages,
  Subjects,
  type UserResponse,
  UserResponseSchema,
} from '@typing/contracts';
import type { Request, Response } from 'express';
import { Throttle } from '@nestjs/throttler';
import { clientIp } from '../http/client-ip';
import { ExportLimit } from '../results/export-limit';
import { examResultsOf } from '../exams/exam-export';
import { EXPORT_THROTTLE, resultPages, writeJsonWithResults } from '../results/results-export';
import { ServiceClient } from '../rpc/service-client';
import type { AuthSession } from '../session/auth-session';
import { CurrentSession } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { SessionCookie } from '../session/session-cookie';
import { AccountDeletion } from './account-deletion';
import { AuthLimits } from './auth-limits';
import { TrustedDevice } from './trusted-device';
import { RetryAfterInterceptor } from './retry-after.interceptor';

/** Always the session's own account: no route takes a user id. */
@ApiTags('account')
@ApiCookieAuth()
@Controller('account')
@UseGuards(JwtAuthGuard)
@UseInterceptors(RetryAfterInterceptor)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class AccountController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limits: AuthLimits,
    private readonly cookie: SessionCookie,
    private readonly deletion: AccountDeletion,
    private readonly exports: ExportLimit,
    private readonly devices: TrustedDevice,
  ) {}

  @Post('name')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the display name (the rules of sign-up); every session sees it at once' })
  @ApiOkResponse({ standardSchema: UserResponseSchema })
  @ApiBadRequestResponse({ description: 'Missing, blank or longer than 100 characters; unknown fields' })
  changeName(
    @CurrentSession() { user }: AuthSession,
    @Body({ schema: ChangeNameSchema }) body: ChangeNameRequest,
  ): Promise<UserResponse> {
    return this.services.request(Subjects.auth.changeName, { ...body, userId: user._id });
  }

  @Post('password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the password; every other session ends and a notice is mailed' })
  @ApiOkResponse({ standardSchema: MessageResponseSchema })
  @ApiForbiddenResponse({ description: 'The current password is not correct' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords (counted like failed sign-ins)' })
  async changePassword(
    @CurrentSession() { user, sessionId }: AuthSession,
    @Body({ schema: ChangePasswordSchema }) body: ChangePasswordRequest,
    @Req() req: Request,
  ): Promise<MessageResponse> {
    // A wrong current password is a guess at it: it counts toward the account's sign-in limit.
    const attempt = await this.limits.startLogin(user.email, clientIp(req), this.devices.read(req));
    try {
      const answer = await this.services.request(Subjects.auth.changePassword, {
        ...body,
        userId: user._id,
        sessionId,
      });
      await attempt.succeeded();
      return answer;
    } catch (error) {
      if (!(isErrorBody(error) && error.code === ErrorCode.InvalidCredentials)) await attempt.notJudged();
      throw error;
    }
  }

  @Get('export')
  @Throttle(EXPORT_THROTTLE)
  @ApiOperation({ summary: 'All the data the product holds about the member, as a JSON download' })
  @ApiServiceUnavailableResponse({ description: 'A service holding part of the data did not answer' })
  @ApiTooManyRequestsResponse({
    description: 'More than 5 downloads a minute, another export of the member running, or 10 exports today',
  })
  async export(@CurrentSession() { user }: AuthSession, @Res() res: Response): Promise<void> {
    const userId = user._id;
    const running = await this.exports.begin(userId);
    try {
      // Asked before anything is sent, so a failure still gets its JSON error; results follow a page at a time.
      const [account, billing, firstResults, examResults] = await Promise.all([
        this.services.request(Subjects.auth.exportUser, { userId }),
        this.services.request(Subjects.billing.exportUser, { userId }),
        this.services.request(Subjects.results.exportUser, { userId }),
        examResultsOf(this.services, userId),
      ]);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Disposition', 'attachment; filename="typing-practice-data.json"');
      const head = { exportedAt: new Date().toISOString(), ...account, ...billing, examResults };
      await writeJsonWithResults(res, head, resultPages(this.services, userId, firstResults));
    } finally {
      await running.end();
    }
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete the account: results, weak-key counters, images, sessions and sign-in methods; billing records are kept for the accounts but unlinked',
  })
  @ApiOkResponse({ standardSchema: MessageResponseSchema })
  @ApiBadRequestResponse({ description: 'No confirmation given' })
  @ApiForbiddenResponse({ description: 'The password (or, for a Google account, the email) does not match' })
  @ApiServiceUnavailableResponse({
    description: 'A step failed: signed out everywhere; the deletion is finished within minutes (or by asking again)',
  })
  async delete(
    @CurrentSession() { user }: AuthSession,
    @Body({ schema: DeleteAccountSchema }) body: DeleteAccountRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    const userId = user._id;
    const attempt = await this.limits.startLogin(user.email, clientIp(req), this.devices.read(req));
    try {
      await this.services.request(Subjects.auth.confirmDeletion, { ...body, userId });
    } catch (error) {
      if (!(isErrorBody(error) && error.code === ErrorCode.ConfirmationFailed)) await attempt.notJudged();
      throw error;
    }
    await attempt.succeeded();
    // Confirming ended every session, this one too: the cookie goes whatever happens next.
    this.cookie.clear(res);
    await this.deletion.run(userId, user.email);
    return { message: Messages.accountDeleted };
  }
}
