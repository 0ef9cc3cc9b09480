import { Controller } from '@nestjs/common';
import {
  type DeletedCount,
  type HistoryPage,
  type PerformanceSummary,
  type PublicStats,
  type RpcPayload,
  type SaveResultCommand,
  type SaveResultResponse,
  Subjects,
  type UserRef,
  type UserResults,
} from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { ResultsService } from './results.service';
import { SaveQuota } from './save-quota';

@Controller()
export class ResultsController {
  constructor(
    private readonly results: ResultsService,
    private readonly quota: SaveQuota,
  ) {}

  @RpcHandler(Subjects.results.save)
  async save(command: SaveResultCommand): Promise<SaveResultResponse> {
    // Before the key log's replay: saves past the day's quota cost one Redis call each.
    await this.quota.admit(command.userId, command.result.clientId);
    return this.results.save(command);
  }

  @RpcHandler(Subjects.results.performance)
  performance({ userId }: UserRef): Promise<PerformanceSummary> {
    return this.results.performance(userId);
  }

  @RpcHandler(Subjects.results.publicStats)
  publicStats({ userId }: UserRef): Promise<PublicStats> {
    return this.results.publicStats(userId);
  }

  @RpcHandler(Subjects.results.history)
  history({ userId, page, pageSize }: RpcPayload<typeof Subjects.results.history>): Promise<HistoryPage> {
    return this.results.history(userId, page, pageSize);
  }

  @RpcHandler(Subjects.results.exportUser)
  exportUser({ userId, after }: RpcPayload<typeof Subjects.results.exportUser>): Promise<UserResults> {
    return this.results.exportUser(userId, after);
  }

  @RpcHandler(Subjects.results.deleteUser)
  deleteUser({ userId }: UserRef): Promise<DeletedCount> {
    return this.results.deleteUser(userId);
  }

  @RpcHandler(Subjects.results.weakestKeys)
  weakestKeys({ userId }: UserRef): Promise<{ keys: string[] }> {
    return this.results.weakestKeys(userId);
  }
}
