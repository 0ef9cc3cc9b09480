import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type PerformanceSummary,
  PerformanceQuery,
  SaveResultCommand,
  type SaveResultResponse,
  Subjects,
} from '@typing/contracts';
import { ResultsService } from './results.service';

@Controller()
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @MessagePattern(Subjects.results.save)
  save(@Payload() command: SaveResultCommand): Promise<SaveResultResponse> {
    return this.results.save(command);
  }

  @MessagePattern(Subjects.results.performance)
  performance(@Payload() query: PerformanceQuery): Promise<PerformanceSummary> {
    return this.results.performance(query.userId);
  }
}
