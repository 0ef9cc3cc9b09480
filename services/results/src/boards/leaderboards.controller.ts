import { Controller } from '@nestjs/common';
import {
  type BoardActionResult,
  type BoardOperation,
  type LeaderboardPage,
  type MyRank,
  type RankedTest,
  type RpcPayload,
  Subjects,
} from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { BoardOperations } from './board-operations';
import { LeaderboardsService } from './leaderboards.service';
import { RankedTests } from './ranked-tests';

/** The leaderboards' subjects; each counted save is ranked in this process by ResultsService. */
@Controller()
export class LeaderboardsController {
  constructor(
    private readonly boards: LeaderboardsService,
    private readonly rankedTests: RankedTests,
    private readonly operations: BoardOperations,
  ) {}

  @RpcHandler(Subjects.results.operateBoards)
  operate(operation: BoardOperation): Promise<BoardActionResult> {
    return this.operations.operate(operation);
  }

  @RpcHandler(Subjects.results.rankedTest)
  rankedTest({ userId, kind }: RpcPayload<typeof Subjects.results.rankedTest>): RankedTest {
    return this.rankedTests.issue(userId, kind);
  }

  @RpcHandler(Subjects.results.boardPage)
  page({ kind, period, page }: RpcPayload<typeof Subjects.results.boardPage>): Promise<LeaderboardPage> {
    return this.boards.page(kind, period, page);
  }

  @RpcHandler(Subjects.results.boardRank)
  rank({ userId, kind, period }: RpcPayload<typeof Subjects.results.boardRank>): Promise<MyRank> {
    return this.boards.rank(userId, kind, period);
  }

  @RpcHandler(Subjects.results.listMember)
  list({ userId, displayName }: RpcPayload<typeof Subjects.results.listMember>): Promise<{ listed: boolean }> {
    return this.boards.list(userId, displayName);
  }

  @RpcHandler(Subjects.results.unlistMember)
  unlist({ userId }: RpcPayload<typeof Subjects.results.unlistMember>): Promise<{ listed: boolean }> {
    return this.boards.unlist(userId);
  }
}
