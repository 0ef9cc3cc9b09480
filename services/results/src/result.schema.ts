import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { KeyCountEntry, KeyTimingEntry, SubstitutionEntry, TestKind } from '@typing/contracts';
import type { HindiLayoutId, Language, TypingOrder } from '@typing/typing-core';

/**
 * One saved test. `_id` is `<userId>:<clientId>`: the browser's id for the test, scoped to the
 * user, so a retried save collides on the primary key (duplicate key 11000) and stores nothing
 * new — an exactly-once claim on both engines, found again by an `_id` lookup.
 */
@Schema({ collection: 'results', versionKey: false })
export class Result {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) userId: string;
  @Prop({ required: true }) clientId: string;
  @Prop({ required: true }) createdAt: Date;
  @Prop({ required: true }) wpm: number;
  /** Net and raw WPM; results saved before them lack both: computed on read from the texts. */
  @Prop({ type: Number }) netWpm?: number;
  @Prop({ type: Number }) rawWpm?: number;
  @Prop({ required: true }) accuracy: number;
  /** Correct key presses, the other half of the accuracy; absent on older results. */
  @Prop({ type: Number }) correctPresses?: number;
  @Prop({ required: true }) correctChars: number;
  @Prop({ required: true }) incorrectChars: number;
  @Prop({ required: true }) elapsedSeconds: number;
  /** `time-60`, `words-25`, `custom` (see testKind); results saved before test modes lack it: `time-<duration>`. */
  @Prop({ type: String }) kind?: TestKind;
  @Prop({ type: Number }) durationSeconds?: number;
  @Prop({ type: Boolean }) punctuation?: boolean;
  @Prop({ type: Boolean }) numbers?: boolean;
  /** Absent on results saved before there was a choice of language: English. */
  @Prop({ type: String }) language?: Language;
  /** A Hindi test's emulated layout and typing order; absent when the keyboard typed Hindi itself. */
  @Prop({ type: String }) layout?: HindiLayoutId;
  @Prop({ type: String }) typingOrder?: TypingOrder;
  /** Every key the test took, Backspace included, as exams count them (Hindi tests; replayed from the key log). */
  @Prop({ type: Number }) keyDepressions?: number;
  @Prop({ required: true }) skillLevel: string;
  @Prop({ required: true }) sampleText: string;
  @Prop({ default: '' }) userInput: string;
  /**
   * Older results only: the expected key of every wrong press (up to 5,000), a
   * list nothing reads; its per-key counts are `weakKeyStats`, which is what is stored since.
   */
  @Prop({ type: [String], default: undefined }) wrongKeyPresses?: string[];
  @Prop({ type: [{ _id: false, key: String, count: Number }], default: [] }) weakKeyStats: KeyCountEntry[];
  @Prop({ type: [{ _id: false, key: String, samples: Number, totalMs: Number, meanMs: Number }], default: [] })
  keyTimings: KeyTimingEntry[];
  /** The test's most frequent substitutions (STORED_SUBSTITUTIONS; older results hold all of them). */
  @Prop({ type: [{ _id: false, expected: String, typed: String, count: Number }], default: [] })
  substitutions: SubstitutionEntry[];
  @Prop({ type: [Number], default: [] }) wpmSeries: number[];
  @Prop() consistency?: number;
  /** Why it is held off the leaderboards (its key log's problems); absent when it may rank. */
  @Prop({ type: [String], default: undefined }) heldBack?: string[];
}

/**
 * What the history and the exports read of a result: a row's fields, plus the texts only for a
 * result saved before net and raw WPM were (they are computed from the texts on read).
 */
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

/**
 * The fields a history row needs, and nothing else: a whole result may weigh ≈ 30 kB (texts,
 * per-key lists, timings), its row ≈ 300 bytes.
 */
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
// A user's history in the order every read sorts it, newest first for the history pages and oldest
// first for the exports (an index serves both directions): no read sorts in memory. It carries every
// field of a row (ROW_FIELDS) so MongoDB answers those reads from the index alone
// (covered), never loading a whole result. None of them is an array (that would stop it).
const { userId: _byUser, createdAt: _byTime, ...rowFieldsAfterSort } = ROW_FIELDS;
ResultSchema.index({ userId: 1, createdAt: -1, _id: -1, ...rowFieldsAfterSort });
