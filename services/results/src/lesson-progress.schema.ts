import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { KeyEma, LessonSummary } from '@typing/typing-core';

/**
 * A member's lesson progress (adaptive lessons), one document per user and language (`_id` = user
 * id for English, `<user id>:<language>` for another: see lesson-store's docId). Changed
 * only by a read-modify-write guarded by `version` (FerretDB has no transactions); the client ids
 * of the last lessons it counted ride along in the same write, so a retried save is counted once.
 */
@Schema({ collection: 'lesson_progress', versionKey: false })
export class LessonProgressDoc {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) version: number;
  @Prop({ required: true }) targetWpm: number;
  @Prop({ required: true }) keysInPlay: number;
  @Prop({
    type: [{ _id: false, key: String, meanMs: Number, errorShare: Number, timed: Number, presses: Number }],
    default: [],
  })
  keys: KeyEma[];
  @Prop({ required: true }) lessons: number;
  /** The last lessons' speed and accuracy (absent on progress saved before the history existed). */
  @Prop({ type: [{ _id: false, wpm: Number, accuracy: Number }], default: undefined })
  history?: LessonSummary[];
  @Prop({ type: [String], default: [] }) recentClientIds: string[];
}

export const LessonProgressDocSchema = SchemaFactory.createForClass(LessonProgressDoc);
