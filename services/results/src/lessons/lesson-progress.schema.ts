import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { KeyEma, LessonSummary } from '@typing/typing-core';

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
  @Prop({ type: [{ _id: false, wpm: Number, accuracy: Number }], default: undefined })
  history?: LessonSummary[];
  @Prop({ type: [String], default: [] }) recentClientIds: string[];
}

export const LessonProgressDocSchema = SchemaFactory.createForClass(LessonProgressDoc);
