import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export interface MissCounter {
  key: string;
  count: number;
}
export interface TimingCounter {
  key: string;
  samples: number;
  totalMs: number;
}
const RecentEntrySchema = {
  _id: false,
  id: String,
  createdAt: Date,
  wpm: Number,
  accuracy: Number,
  subs: [{ _id: false, expected: String, typed: String, count: Number }],
};

export interface RecentEntry {
  id: string;
  createdAt: Date;
  wpm: number;
  accuracy: number;
  subs: { expected: string; typed: string; count: number }[];
}

/** Per-key figures read by `_id` alone, written whole and guarded by `recentKeysVersion` (FerretDB has no transactions); older ones: legacy-fields.ts. */
@Schema({ collection: 'user_stats', versionKey: false })
export class UserStats {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ default: 0 }) tests: number;
  @Prop({ type: String, default: undefined }) figures?: string;
  @Prop({ type: Number, default: undefined }) recentKeysVersion?: number;
  @Prop({ type: Object, default: undefined }) recentKeysMarks?: Record<string, string>;
}

export const UserStatsSchema = SchemaFactory.createForClass(UserStats);

@Schema({ collection: 'user_sessions', versionKey: false })
export class RecentSessions {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: [RecentEntrySchema], default: [] }) sessions: (RecentEntry | null)[];
}

export const RecentSessionsSchema = SchemaFactory.createForClass(RecentSessions);

export interface BestEntry {
  wpm: number;
  accuracy: number;
  createdAt: Date;
}

/** Incremented first when saves are counted, so it also versions the statistics (the summary cache's check). */
@Schema({ collection: 'user_totals', versionKey: false })
export class UserTotals {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ default: 0 }) tests: number;
  @Prop({ default: 0 }) wpmSum: number;
  @Prop({ default: 0 }) accuracySum: number;
  @Prop({ type: Object, default: undefined }) bests?: Record<string, BestEntry>;
  @Prop({ type: [String], default: undefined }) countedIds?: string[];
}

export const UserTotalsSchema = SchemaFactory.createForClass(UserTotals);

@Schema({ collection: 'user_days', versionKey: false })
export class UserDay {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) userId: string;
  @Prop({ required: true }) day: string;
  @Prop({ default: 0 }) tests: number;
  @Prop({ default: 0 }) wpmSum: number;
  @Prop({ default: 0 }) accuracySum: number;
}

export const UserDaySchema = SchemaFactory.createForClass(UserDay);
UserDaySchema.index({ userId: 1, day: 1 });
