import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  type PerformanceQuery,
  PerformanceSummaryDto,
  PublicUser,
  type SaveResultCommand,
  SaveResultDto,
  SaveResultResponseDto,
  Subjects,
} from '@typing/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';

/**
 * Saved results and the performance summary (spec §7), signed-in users only. The user is always
 * the session's: a `userId` in the body is ignored, so nobody can write or read another user's
 * results.
 */
@ApiTags('results')
@ApiCookieAuth()
@Controller('result')
@UseGuards(JwtAuthGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class ResultsController {
  constructor(private readonly services: ServiceClient) {}

  @Post('saveresult')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save a completed test (idempotent per clientId)' })
  @ApiOkResponse({ type: SaveResultResponseDto })
  @ApiBadRequestResponse({ description: 'Malformed or out-of-range fields, unknown fields' })
  @ApiUnprocessableEntityResponse({ description: 'The scores do not follow from the text and the time' })
  save(@CurrentUser() user: PublicUser, @Body() dto: SaveResultDto): Promise<SaveResultResponseDto> {
    const command: SaveResultCommand = { userId: user._id, result: dto };
    return this.services.request(Subjects.results.save, command);
  }

  @Get('performance')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in user's performance summary" })
  @ApiOkResponse({ type: PerformanceSummaryDto })
  performance(@CurrentUser() user: PublicUser): Promise<PerformanceSummaryDto> {
    const query: PerformanceQuery = { userId: user._id };
    return this.services.request(Subjects.results.performance, query);
  }
}
