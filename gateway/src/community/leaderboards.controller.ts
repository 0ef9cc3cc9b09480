import { Body, Controller, Get, Header, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type LeaderboardPage,
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  type MyRank,
  MyRankQuerySchema,
  MyRankSchema,
  type PublicUser,
  type RankedTest,
  type RankedTestRequest,
  RankedTestRequestSchema,
  RankedTestSchema,
  Subjects,
} from '@typing/contracts';
import type { z } from 'zod';
import { ServiceClient } from '../rpc/service-client';
import { CurrentUser } from '../session/current-user.decorator';
import { JwtAuthGuard } from '../session/jwt-auth.guard';

/** Leaderboards: a board's page for anyone; a member's own place and the tests that can rank, for members. */
@ApiTags('community')
@Controller('leaderboards')
export class LeaderboardsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A page (50 places) of a board, through the top 1,000' })
  @ApiOkResponse({ standardSchema: LeaderboardPageSchema })
  @ApiBadRequestResponse({ description: 'An unknown board or period, a page past the top 1,000, unknown parameters' })
  page(
    @Query({ schema: LeaderboardQuerySchema }) query: z.output<typeof LeaderboardQuerySchema>,
  ): Promise<LeaderboardPage> {
    return this.services.request(Subjects.results.boardPage, query);
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in member's place on a board and the distance to the place above" })
  @ApiOkResponse({ standardSchema: MyRankSchema })
  @ApiBadRequestResponse({ description: 'An unknown board or period, unknown parameters' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  mine(
    @CurrentUser() user: PublicUser,
    @Query({ schema: MyRankQuerySchema }) query: z.output<typeof MyRankQuerySchema>,
  ): Promise<MyRank> {
    return this.services.request(Subjects.results.boardRank, { userId: user._id, ...query });
  }

  @Post('tests')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiCookieAuth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'A test that can rank: the seed its words are drawn from and the ticket its save must carry',
  })
  @ApiOkResponse({ standardSchema: RankedTestSchema })
  @ApiBadRequestResponse({ description: 'An unknown board, unknown fields' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  rankedTest(
    @CurrentUser() user: PublicUser,
    @Body({ schema: RankedTestRequestSchema }) body: RankedTestRequest,
  ): Promise<RankedTest> {
    return this.services.request(Subjects.results.rankedTest, { userId: user._id, ...body });
  }
}
