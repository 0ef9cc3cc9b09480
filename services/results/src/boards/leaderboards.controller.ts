import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  type LeaderboardPage,
  type MyRank,
  ResultsSavedEventSchema,
  type RpcPayload,
  Subjects,
} from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { LeaderboardsService } from './leaderboards.service';

/** The leaderboards' subjects, and the event that keeps them current (issue 17). */
@Controller()
export class LeaderboardsController {
  private readonly logger = new Logger(LeaderboardsController.name);

  constructor(private readonly boards: LeaderboardsService) {}

  @EventPattern(Subjects.results.saved)
  async resultSaved(@Payload() payload: unknown): Promise<void> {
    const parsed = ResultsSavedEventSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.warn('ignored a malformed results.saved event');
      return;
    }
    await this.boards.record(parsed.data).catch((error: unknown) => {
      this.logger.error(`results.saved for ${parsed.data.resultId} not ranked: ${(error as Error).message}`);
    });
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
