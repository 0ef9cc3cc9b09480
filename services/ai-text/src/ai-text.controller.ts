import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  type GenerateTextCommand,
  type ExamPassageCommand,
  type ExamPassageView,
  type GeneratedTextView,
  type PassageQuery,
  type PassageView,
  Subjects,
  type UserRef,
} from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { AiTextService } from './ai-text.service';
import { ExamPassageLibrary } from './exam-passage-library';
import { PassageLibrary } from './passage-library';
import { ResultsClient } from './results-client';
import { validSavedEvent, WeakKeysService } from './weak-keys.service';

/** The ai-text service's NATS subjects and the event it follows. */
@Controller()
export class AiTextController {
  private readonly logger = new Logger(AiTextController.name);

  constructor(
    private readonly texts: AiTextService,
    private readonly weakKeys: WeakKeysService,
    private readonly passages: PassageLibrary,
    private readonly examPassages: ExamPassageLibrary,
    private readonly results: ResultsClient,
  ) {}

  @RpcHandler(Subjects.aiText.generate)
  generate(dto: GenerateTextCommand): Promise<GeneratedTextView> {
    return this.texts.generate(dto);
  }

  @RpcHandler(Subjects.aiText.passage)
  passage({ length }: PassageQuery): PassageView {
    return this.passages.pick(length);
  }

  @RpcHandler(Subjects.aiText.examPassage)
  async examPassage({ userId, ...query }: ExamPassageCommand): Promise<ExamPassageView> {
    const recent = userId ? await this.results.recentExamPassages(userId) : [];
    return this.examPassages.pick(query, recent);
  }

  @RpcHandler(Subjects.aiText.deleteUser)
  async deleteUser({ userId }: UserRef): Promise<{ deleted: number }> {
    return { deleted: await this.weakKeys.forget(userId) };
  }

  /** Long-term weak keys: each saved result's per-key misses are added to the user's totals. */
  @EventPattern(Subjects.results.saved)
  async resultSaved(@Payload() event: unknown): Promise<void> {
    if (!validSavedEvent(event)) {
      this.logger.warn('ignored a malformed results.saved event');
      return;
    }
    await this.weakKeys.record(event).catch((error: unknown) => {
      this.logger.error(`results.saved for ${event.resultId} not counted: ${(error as Error).message}`);
    });
  }
}
