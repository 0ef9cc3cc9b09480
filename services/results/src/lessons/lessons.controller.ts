import { Controller } from '@nestjs/common';
import { type LessonProgressDto, type RpcPayload, Subjects } from '@typing/contracts';
import { RpcHandler } from '@typing/service-kit';
import { DeletionGuard } from '../shared/deletion-guard';
import { LessonStore } from './lesson-store';

@Controller()
export class LessonsController {
  constructor(
    private readonly lessons: LessonStore,
    private readonly deletion: DeletionGuard,
  ) {}

  private readonly forgetLessons = (userId: string) => this.lessons.deleteUser(userId);

  @RpcHandler(Subjects.results.lessonProgress)
  lessonProgress({ userId, ...track }: RpcPayload<typeof Subjects.results.lessonProgress>): Promise<LessonProgressDto> {
    return this.lessons.progress(userId, track);
  }

  @RpcHandler(Subjects.results.saveLesson)
  saveLesson({ userId, lesson }: RpcPayload<typeof Subjects.results.saveLesson>): Promise<LessonProgressDto> {
    return this.deletion.write(userId, () => this.lessons.saveLesson(userId, lesson), this.forgetLessons);
  }

  @RpcHandler(Subjects.results.lessonTarget)
  lessonTarget({ userId, target }: RpcPayload<typeof Subjects.results.lessonTarget>): Promise<LessonProgressDto> {
    return this.deletion.write(
      userId,
      () => this.lessons.setTarget(userId, target.targetWpm, target),
      this.forgetLessons,
    );
  }
}
