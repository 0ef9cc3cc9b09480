import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { KeyCountEntry, KeyTimingEntry, SubstitutionEntry, TestKind } from '@typing/contracts';
import type { HindiLayoutId, Language, TypingOrder } from '@typing/typing-core';

/** `_id` is `<userId>:<clientId>`, so a retried save collides on the primary key: an exactly-once claim. */
@Schema({ collection: 'results', versionKey: false })
export class Result {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) userId: string;
  @Prop({ required: true }) clientId: string;
  @Prop({ required: true }) createdAt: Date;
  @Prop({ required: true }) wpm: number;
  @Prop({ type: Number }) netWpm?: number;
  @Prop({ type: Number }) rawWpm?: number;
  @Prop({ required: true }) accuracy: number;
  @Prop({ type: Number }) correctPresses?: number;
  @Prop({ required: true }) correctChars: number;
  @Prop({ required: true }) incorrectChars: number;
  @Prop({ required: true }) elapsedSeconds: number;
  @Prop({ type: String }) kind?: TestKind;
  @Prop({ type: Number }) durationSeconds?: number;
  @Prop({ type: Boolean }) punctuation?: boolean;
  @Prop({ type: Boolean }) numbers?: boolean;
  @Prop({ type: String }) language?: Language;
  @Prop({ type: String }) layout?: HindiLayoutId;
  @Prop({ type: String }) typingOrder?: TypingOrder;
  @Prop({ type: Number }) keyDepressions?: number;
  @Prop({ required: true }) skillLevel: string;
  @Prop({ required: true }) sampleText: string;
  @Prop({ default: '' }) userInput: string;
  @Prop({ type: [{ _id: false, key: String, count: Number }], default: [] }) weakKeyStats: KeyCountEntry[];
  @Prop({ type: [{ _id: false, key: String, samples: Number, totalMs: Number, meanMs: Number }], default: [] })
  keyTimings: KeyTimingEntry[];
  @Prop({ type: [{ _id: false, expected: String, typed: String, count: Number }], default: [] })
  substitutions: SubstitutionEntry[];
  @Prop({ type: [Number], default: [] }) wpmSeries: number[];
  @Prop() consistency?: number;
  @Prop({ type: [String], default: undefined }) heldBack?: string[];
}

export type HistoryDoc = Pick<
  Result,
  | '_id'
  | 'userId'
  | 'createdAt'
  | 'kind'
  | 'durationSeconds'
  | 'punctuation'
  | 'numbers'
  | 'language'
  | 'layout'
  | 'typingOrder'
  | 'keyDepressions'
  | 'wpm'
  | 'netWpm'
  | 'rawWpm'
  | 'accuracy'
  | 'correctChars'
  | 'incorrectChars'
  | 'elapsedSeconds'
  | 'skillLevel'
> &
  Partial<Pick<Result, 'sampleText' | 'userInput'>>;

export const ROW_FIELDS = {
  userId: 1,
  createdAt: 1,
  kind: 1,
  durationSeconds: 1,
  punctuation: 1,
  numbers: 1,
  language: 1,
  layout: 1,
  typingOrder: 1,
  keyDepressions: 1,
  wpm: 1,
  netWpm: 1,
  rawWpm: 1,
  accuracy: 1,
  correctChars: 1,
  incorrectChars: 1,
  elapsedSeconds: 1,
  skillLevel: 1,
} as const;

export const ResultSchema = SchemaFactory.createForClass(Result);
// Sorted as every read sorts and holding every row field, so those reads are covered (no array field may join it).
const { userId: _byUser, createdAt: _byTime, ...rowFieldsAfterSort } = ROW_FIELDS;
ResultSchema.index({ userId: 1, createdAt: -1, _id: -1, ...rowFieldsAfterSort });
