import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type BoardActionRequest,
  BoardActionRequestSchema,
  type BoardActionResult,
  BoardActionResultSchema,
  Subjects,
} from '@typing/contracts';
import { ServiceClient } from '../rpc/service-client';
import { OperatorGuard, type OperatorRequest } from './operator.guard';

/** Operators' actions on the leaderboards: a result or a member off the boards, and back. */
@ApiTags('operator')
@ApiBearerAuth()
@Controller('operator')
@UseGuards(OperatorGuard)
@ApiUnauthorizedResponse({ description: "No operator's bearer token" })
export class BoardActionsController {
  constructor(private readonly services: ServiceClient) {}

  @Post('board-actions')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take a result or a member off the leaderboards, or put them back (recorded with who and why)',
  })
  @ApiOkResponse({ standardSchema: BoardActionResultSchema })
  @ApiBadRequestResponse({ description: 'An unknown action, a missing reason, unknown fields' })
  @ApiNotFoundResponse({ description: 'Nobody appears under that name, or no such row or result' })
  async act(
    @Req() request: OperatorRequest,
    @Body({ schema: BoardActionRequestSchema }) body: BoardActionRequest,
  ): Promise<BoardActionResult> {
    const { operator } = request;
    if (body.action === 'restore-result') {
      return this.services.request(Subjects.results.operateBoards, { ...body, operator });
    }
    const { displayName, ...rest } = body;
    const { userId } = await this.services.request(Subjects.auth.findPublicProfile, { displayName });
    return this.services.request(Subjects.results.operateBoards, { ...rest, userId, operator });
  }
}
