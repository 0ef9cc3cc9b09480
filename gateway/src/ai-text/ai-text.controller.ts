import { Body, Controller, Get, Header, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  AI_TEXT_LIMITS,
  type ExamPassageQuery,
  ExamPassageQuerySchema,
  ExamPassageSchema,
  type ExamPassageView,
  type GeneratedTextView,
  GeneratedTextViewSchema,
  type GetText,
  GetTextSchema,
  type PassageQuery,
  PassageQuerySchema,
  PassageSchema,
  type PassageView,
  type PublicUser,
  Subjects,
} from '@typing/contracts';
import { CurrentUser, CurrentUserIfAny } from '../session/current-user.decorator';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../session/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';

@ApiTags('ai-text')
@Controller('text')
export class AiTextController {
  constructor(private readonly services: ServiceClient) {}

  @Post('gettext')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'A practice text on the weak keys (one use of the daily allowance); `message` is the text' })
  @ApiOkResponse({ standardSchema: GeneratedTextViewSchema })
  @ApiNotFoundResponse({ description: 'No active subscription found. Please subscribe to a plan first' })
  @ApiForbiddenResponse({ description: 'Your subscription has expired. Please renew.' })
  @ApiTooManyRequestsResponse({ description: 'Daily usage limit reached. Try again tomorrow.' })
  getText(@CurrentUser() user: PublicUser, @Body({ schema: GetTextSchema }) dto: GetText): Promise<GeneratedTextView> {
    // A model may take seconds: this call waits longer than the gateway's usual deadline.
    return this.services.request(Subjects.aiText.generate, { ...dto, userId: user._id }, AI_TEXT_LIMITS.gatewayWaitMs);
  }

  @Get('passage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A random passage of a length for quote mode (guests too), with its source' })
  @ApiOkResponse({ standardSchema: PassageSchema })
  @ApiBadRequestResponse({ description: 'length missing or not short, medium or long; unknown fields' })
  passage(@Query({ schema: PassageQuerySchema }) query: PassageQuery): Promise<PassageView> {
    return this.services.request(Subjects.aiText.passage, query);
  }

  @Get('exam-passage')
  @UseGuards(OptionalJwtAuthGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      "A random English exam passage cut to a board profile's size (guests too), with its source; a member is not served the passages of their latest exams",
  })
  @ApiOkResponse({ standardSchema: ExamPassageSchema })
  @ApiBadRequestResponse({ description: 'profile missing or not a board profile id; unknown fields' })
  examPassage(
    @Query({ schema: ExamPassageQuerySchema }) query: ExamPassageQuery,
    @CurrentUserIfAny() user: PublicUser | undefined,
  ): Promise<ExamPassageView> {
    return this.services.request(Subjects.aiText.examPassage, { ...query, ...(user ? { userId: user._id } : {}) });
  }
}
