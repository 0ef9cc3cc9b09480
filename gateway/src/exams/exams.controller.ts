import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  type ExamBests,
  ExamBestsSchema,
  type ExamHistoryPage,
  ExamHistoryPageSchema,
  ExamHistoryQuerySchema,
  type ExamResultDetail,
  ExamResultDetailSchema,
  ExamResultIdSchema,
  PublicUser,
  type SaveExamResultRequest,
  type SaveExamResultResponse,
  SaveExamResultResponseSchema,
  SaveExamResultSchema,
  Subjects,
} from '@typing/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';
import { saveWithinDailyCap } from '../results/daily-saves';

/** A member's exam results (saved once the results service agrees, listed, bests, marked sheets): theirs only. */
@ApiTags('exams')
@ApiCookieAuth()
@Controller('exams')
@UseGuards(JwtAuthGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class ExamsController {
  constructor(private readonly services: ServiceClient) {}

  @Post('results')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save an evaluated exam (idempotent per id); the server re-evaluates it' })
  @ApiOkResponse({ standardSchema: SaveExamResultResponseSchema })
  @ApiBadRequestResponse({
    description: 'Malformed or out-of-range fields, unknown fields, an unknown profile or passage',
  })
  @ApiUnprocessableEntityResponse({
    description: 'The figures, the typed text or the times do not follow from the passage and the key log: not saved',
  })
  @ApiTooManyRequestsResponse({
    description:
      'DAILY_SAVES_CAP (1,000) saves of tests and exams this India day: not saved; Retry-After to midnight there',
  })
  save(
    @CurrentUser() user: PublicUser,
    @Body({ schema: SaveExamResultSchema }) exam: SaveExamResultRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SaveExamResultResponse> {
    return saveWithinDailyCap(response, () =>
      this.services.request(Subjects.results.examSave, { userId: user._id, exam }),
    );
  }

  @Get('results')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "A page of the member's exams, newest first (all profiles or one)" })
  @ApiOkResponse({ standardSchema: ExamHistoryPageSchema })
  @ApiBadRequestResponse({
    description: 'An unknown profile, limit out of range, a malformed cursor, unknown parameters',
  })
  history(
    @CurrentUser() user: PublicUser,
    @Query({ schema: ExamHistoryQuerySchema }) query: z.output<typeof ExamHistoryQuerySchema>,
  ): Promise<ExamHistoryPage> {
    return this.services.request(Subjects.results.examHistory, { userId: user._id, ...query });
  }

  @Get('bests')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The member's best net speed on each profile taken" })
  @ApiOkResponse({ standardSchema: ExamBestsSchema })
  bests(@CurrentUser() user: PublicUser): Promise<ExamBests> {
    return this.services.request(Subjects.results.examBests, { userId: user._id });
  }

  @Get('results/:id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'One exam of the member with its marked sheet' })
  @ApiOkResponse({ standardSchema: ExamResultDetailSchema })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ description: 'No exam of the member has this id' })
  result(
    @CurrentUser() user: PublicUser,
    @Param({ schema: ExamResultIdSchema }) { id }: z.output<typeof ExamResultIdSchema>,
  ): Promise<ExamResultDetail> {
    return this.services.request(Subjects.results.examResult, { userId: user._id, id });
  }
}
