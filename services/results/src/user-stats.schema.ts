import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { KeyEma } from '@typing/typing-core';

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
  /** The session's most frequent substitutions (at most 3), for "keys typed instead". */
  subs: { expected: string; typed: string; count: number }[];
}

/**
 * A user's per-key statistics, one document per user (`_id` = user id), read by `_id` alone, so
 * the summary costs the same at any history size. `tests` counts the saves these statistics
 * include (the summary cache's check). `figures` holds the per-key counters (misses, and the time
 * of correct presses: what a key's confidence is computed from) and the recency-weighted figures
 * as one string (key-figures.ts), written whole by a read-modify-write guarded by
 * `recentKeysVersion` (no transactions on FerretDB), so concurrent saves are never lost.
 * Documents written before `figures` keep the same data as lists of `{ key, … }` (`misses`,
 * `timings`, `recentKeys`), read as they are and replaced by `figures` at their next write.
 */
@Schema({ collection: 'user_stats', versionKey: false })
export class UserStats {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ default: 0 }) tests: number;
  @Prop({ type: String, default: undefined }) figures?: string;
  /** Before `figures`: the counters of each tracked key. */
  @Prop({ type: [{ _id: false, key: String, count: Number }], default: undefined }) misses?: MissCounter[];
  @Prop({ type: [{ _id: false, key: String, samples: Number, totalMs: Number }], default: undefined })
  timings?: TimingCounter[];
  /** Before `figures`: the recency-weighted figures per key (absent in statistics from before them). */
  @Prop({
    type: [{ _id: false, key: String, meanMs: Number, errorShare: Number, timed: Number, presses: Number }],
    default: undefined,
  })
  recentKeys?: KeyEma[];
  @Prop({ type: Number, default: undefined }) recentKeysVersion?: number;
  /**
   * The mark of the batch that wrote each of the last versions, by `version % 8`: how a batch's
   * bulk write of many users' figures tells which of its writes were applied (StatisticsStore).
   */
  @Prop({ type: Object, default: undefined }) recentKeysMarks?: Record<string, string>;
}

export const UserStatsSchema = SchemaFactory.createForClass(UserStats);

/**
 * Five slots of a user's ring of 30 recent sessions (`_id` = `<userId>:<0–5>`; the session
 * numbered n sits in slot (n - 1) % 30, see recentSlot; slots not yet written are null). Small,
 * so writing one session rewrites little; read by `_id` only.
 */
@Schema({ collection: 'user_sessions', versionKey: false })
export class RecentSessions {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: [RecentEntrySchema], default: [] }) sessions: (RecentEntry | null)[];
}

export const RecentSessionsSchema = SchemaFactory.createForClass(RecentSessions);

/** A personal best of one kind of test. */
export interface BestEntry {
  wpm: number;
  accuracy: number;
  createdAt: Date;
}

/**
 * A user's totals, a tiny document (`_id` = user id) incremented first when saves are counted
 * (its `tests` after the increment numbers them). It is also the version of the user's
 * statistics: the summary cache is valid while it has not moved, so a repeated summary costs one
 * small `_id` read. `bests` holds the personal best per kind of test (`time-60`, `words-25`,
 * `custom`), each raised by a conditional update, so the faster of two racing saves wins.
 */
@Schema({ collection: 'user_totals', versionKey: false })
export class UserTotals {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ default: 0 }) tests: number;
  @Prop({ default: 0 }) wpmSum: number;
  @Prop({ default: 0 }) accuracySum: number;
  @Prop({ type: Object, default: undefined }) bests?: Record<string, BestEntry>;
  /**
   * The newest results counted here, by client id (StatisticsStore.countTotals, countedId; whole
   * result ids in older totals): a retried count adds nothing.
   */
  @Prop({ type: [String], default: undefined }) countedIds?: string[];
}

export const UserTotalsSchema = SchemaFactory.createForClass(UserTotals);

/**
 * A user's tests of one day (UTC), for the trend over the whole history: `_id` =
 * `<userId>:<YYYY-MM-DD>`, one `$inc` per save. A user has one per day they typed, however many
 * tests, so reading the trend costs the days, not the tests.
 */
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
