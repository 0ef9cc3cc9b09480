import { Body, Controller, Get, Header, HttpCode, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type LessonProgressDto,
  type LessonProgressQuery,
  LessonProgressQuerySchema,
  LessonProgressSchema,
  type LessonTargetRequest,
  LessonTargetSchema,
  PublicUser,
  type SaveLessonRequest,
  SaveLessonSchema,
  Subjects,
} from '@typing/contracts';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';
import { ServiceClient } from '../rpc/service-client';

/** A member's lesson progress, always the session user's (no user in path or body); guests keep it in the browser. */
@ApiTags('lessons')
@ApiCookieAuth()
@Controller('lessons')
@UseGuards(JwtAuthGuard)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class LessonsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      "The signed-in user's lesson progress in a language, and for Hindi a layout (English by default; a fresh one before the first lesson)",
  })
  @ApiOkResponse({ standardSchema: LessonProgressSchema })
  @ApiBadRequestResponse({
    description: 'A language or layout we do not offer, Hindi without a layout, unknown query fields',
  })
  progress(
    @CurrentUser() user: PublicUser,
    @Query({ schema: LessonProgressQuerySchema }) { language, layout }: LessonProgressQuery,
  ): Promise<LessonProgressDto> {
    return this.services.request(Subjects.results.lessonProgress, {
      userId: user._id,
      ...(language ? { language } : {}),
      ...(layout ? { layout } : {}),
    });
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Count a finished lesson's per-key figures (once per clientId); answers the progress" })
  @ApiOkResponse({ standardSchema: LessonProgressSchema })
  @ApiBadRequestResponse({
    description: "Malformed or out-of-range fields, unknown fields, letters or a Hindi layout's key ids",
  })
  save(
    @CurrentUser() user: PublicUser,
    @Body({ schema: SaveLessonSchema }) lesson: SaveLessonRequest,
  ): Promise<LessonProgressDto> {
    return this.services.request(Subjects.results.saveLesson, { userId: user._id, lesson });
  }

  @Put('target')
  @ApiOperation({ summary: 'Set the target speed of the lessons' })
  @ApiOkResponse({ standardSchema: LessonProgressSchema })
  @ApiBadRequestResponse({ description: 'targetWpm missing or out of range, unknown fields' })
  setTarget(
    @CurrentUser() user: PublicUser,
    @Body({ schema: LessonTargetSchema }) target: LessonTargetRequest,
  ): Promise<LessonProgressDto> {
    return this.services.request(Subjects.results.lessonTarget, { userId: user._id, target });
  }
}
