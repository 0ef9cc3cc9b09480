import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CustomExamProfile, ExamResultRow } from '@typing/contracts';
import type { HindiLayoutId } from '@typing/typing-core';
import type { Category, ExamLanguage } from '@typing/typing-core/exams';

/** `_id` is `<userId>:<id>`, so a retried save stores nothing new; the texts are kept so the sheet can be redrawn. */
@Schema({ collection: 'exam_results', versionKey: false })
export class ExamResult {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) userId: string;
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) createdAt: Date;
  @Prop({ required: true }) profileId: string;
  @Prop({ required: true }) profileName: string;
  @Prop({ type: Object, default: undefined }) custom?: CustomExamProfile;
  @Prop({ type: String, required: true }) language: ExamLanguage;
  @Prop({ type: String, default: undefined }) layout?: HindiLayoutId;
  @Prop({ type: String, required: true }) category: Category;
  @Prop({ required: true }) passageId: string;
  @Prop({ required: true }) passageText: string;
  @Prop({ required: true }) attribution: string;
  @Prop({ required: true }) passageWords: number;
  @Prop({ required: true }) typed: string;
  @Prop({ required: true }) elapsedMs: number;
  @Prop({ required: true }) keyDepressions: number;
  @Prop({ required: true }) grossWpm: number;
  @Prop({ required: true }) netWpm: number;
  @Prop({ required: true }) errorPercentage: number;
  @Prop({ required: true }) full: number;
  @Prop({ required: true }) half: number;
  @Prop({ type: String, required: true }) result: ExamResultRow['result'];
}

export const EXAM_ROW_FIELDS = {
  _id: 0,
  id: 1,
  createdAt: 1,
  profileId: 1,
  profileName: 1,
  language: 1,
  layout: 1,
  category: 1,
  passageId: 1,
  passageWords: 1,
  elapsedMs: 1,
  keyDepressions: 1,
  grossWpm: 1,
  netWpm: 1,
  errorPercentage: 1,
  full: 1,
  half: 1,
  result: 1,
} as const;

export const ExamResultSchema = SchemaFactory.createForClass(ExamResult);
// The history newest first (all profiles, or one), each profile's best net speed in a language, and each custom test's (by its label).
ExamResultSchema.index({ userId: 1, createdAt: -1, id: -1 });
ExamResultSchema.index({ userId: 1, profileId: 1, createdAt: -1, id: -1 });
ExamResultSchema.index({ userId: 1, profileId: 1, language: 1, netWpm: -1, createdAt: 1 });
ExamResultSchema.index({ userId: 1, profileId: 1, profileName: 1, netWpm: -1, createdAt: 1 });
