import { Controller } from '@nestjs/common';
import {
  type ExamBests,
  type ExamExportPage,
  type ExamHistoryPage,
  type ExamResultDetail,
  type RecentExamPassages,
  type RpcPayload,
  type SaveExamResultCommand,
  type SaveExamResultResponse,
  Subjects,
  type UserRef,
} from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { ExamsService } from './exams.service';

@Controller()
export class ExamsController {
  constructor(private readonly exams: ExamsService) {}

  @RpcHandler(Subjects.results.examSave)
  save(command: SaveExamResultCommand): Promise<SaveExamResultResponse> {
    return this.exams.save(command);
  }

  @RpcHandler(Subjects.results.examHistory)
  history({
    userId,
    limit,
    profile,
    before,
  }: RpcPayload<typeof Subjects.results.examHistory>): Promise<ExamHistoryPage> {
    return this.exams.history(userId, limit, profile, before);
  }

  @RpcHandler(Subjects.results.examBests)
  bests({ userId }: UserRef): Promise<ExamBests> {
    return this.exams.bests(userId);
  }

  @RpcHandler(Subjects.results.examRecentPassages)
  recentPassages({ userId }: UserRef): Promise<RecentExamPassages> {
    return this.exams.recentPassages(userId);
  }

  @RpcHandler(Subjects.results.examResult)
  result({ userId, id }: RpcPayload<typeof Subjects.results.examResult>): Promise<ExamResultDetail> {
    return this.exams.result(userId, id);
  }

  @RpcHandler(Subjects.results.examExport)
  exportUser({ userId, after }: RpcPayload<typeof Subjects.results.examExport>): Promise<ExamExportPage> {
    return this.exams.exportUser(userId, after);
  }
}
