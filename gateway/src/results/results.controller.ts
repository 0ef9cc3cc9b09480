import { Body, Controller, Get, Header, HttpCode, Post, Query, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  type HistoryPage,
  HistoryPageSchema,
  HistoryQuerySchema,
  type PerformanceSummary,
  PerformanceSummarySchema,
  PublicUser,
  type SaveResultRequest,
  type SaveResultResponse,
  SaveResultResponseSchema,
  SaveResultSchema,
  Subjects,
} from '@typing/contracts';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import type { z } from 'zod';
import { RetryAfterInterceptor } from '../auth/retry-after.interceptor';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';
import { saveWithinDailyCap } from './daily-saves';
import { writeResultsCsv } from './results-csv';
import { ExportLimit } from './export-limit';
import { EXPORT_THROTTLE, resultPages } from './results-export';

/** The user is always the session's: a `userId` in the body is ignored. */
@ApiTags('results')
@ApiCookieAuth()
@Controller('result')
@UseGuards(JwtAuthGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class ResultsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly exports: ExportLimit,
  ) {}

  @Post('saveresult')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save a completed test (idempotent per clientId)' })
  @ApiOkResponse({ standardSchema: SaveResultResponseSchema })
  @ApiBadRequestResponse({ description: 'Malformed or out-of-range fields, unknown fields' })
  @ApiUnprocessableEntityResponse({
    description: 'The scores do not follow from the text and the time, or not from the key log replayed',
  })
  @ApiConflictResponse({ description: 'The account keeps MEMBER_RESULTS_CAP (100,000) results already: not saved' })
  @ApiTooManyRequestsResponse({
    description:
      'DAILY_SAVES_CAP (1,000) saves this India day already: not saved; Retry-After gives the seconds to midnight there',
  })
  save(
    @CurrentUser() user: PublicUser,
    @Body({ schema: SaveResultSchema }) result: SaveResultRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SaveResultResponse> {
    return saveWithinDailyCap(response, () =>
      this.services.request(Subjects.results.save, { userId: user._id, result }),
    );
  }

  @Get('performance')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in user's performance summary" })
  @ApiOkResponse({ standardSchema: PerformanceSummarySchema })
  performance(@CurrentUser() user: PublicUser): Promise<PerformanceSummary> {
    return this.services.request(Subjects.results.performance, { userId: user._id });
  }

  @Get('history')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "One page of the signed-in user's saved results, newest first" })
  @ApiOkResponse({ standardSchema: HistoryPageSchema })
  @ApiBadRequestResponse({ description: 'page or pageSize out of range, unknown parameters' })
  history(
    @CurrentUser() user: PublicUser,
    @Query({ schema: HistoryQuerySchema }) query: z.output<typeof HistoryQuerySchema>,
  ): Promise<HistoryPage> {
    return this.services.request(Subjects.results.history, { userId: user._id, ...query });
  }

  @Get('export.csv')
  @Throttle(EXPORT_THROTTLE)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Every saved result of the signed-in user as a CSV file, oldest first' })
  @ApiProduces('text/csv')
  @UseInterceptors(RetryAfterInterceptor)
  @ApiTooManyRequestsResponse({
    description: 'More than 5 downloads a minute, another export of the member running, or 10 exports today',
  })
  async exportCsv(@CurrentUser() user: PublicUser, @Res() response: Response): Promise<void> {
    const running = await this.exports.begin(user._id);
    try {
      // The first page is asked before anything is sent: a failure then still gets its JSON error.
      const first = await this.services.request(Subjects.results.exportUser, { userId: user._id });
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', 'attachment; filename="typing-results.csv"');
      await writeResultsCsv(response, resultPages(this.services, user._id, first));
    } finally {
      await running.end();
    }
  }
}
