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
export interface RecentEntry {
  id: string;
  createdAt: Date;
  wpm: number;
  accuracy: number;
  /** The session's most frequent substitutions (at most 3), for "keys typed instead". */
  subs: { expected: string; typed: string; count: number }[];
}

/**
 * A user's per-key statistics and recent sessions, one document per user (`_id` = user id),
 * changed only by atomic single-document updates (`$inc`, `$push`, `$pop`) so concurrent saves
 * are never lost, and read by `_id` alone, so the summary costs the same at any history size.
 */
@Schema({ collection: 'user_stats', versionKey: false })
export class UserStats {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: [{ _id: false, key: String, count: Number }], default: [] }) misses: MissCounter[];
  @Prop({ type: [{ _id: false, key: String, samples: Number, totalMs: Number }], default: [] })
  timings: TimingCounter[];
  @Prop({
    type: [
      {
        _id: false,
        id: String,
        createdAt: Date,
        wpm: Number,
        accuracy: Number,
        subs: [{ _id: false, expected: String, typed: String, count: Number }],
      },
    ],
    default: [],
  })
  recent: RecentEntry[];
}

export const UserStatsSchema = SchemaFactory.createForClass(UserStats);

/**
 * A user's totals, a tiny document (`_id` = user id) incremented last on every save. Its `tests`
 * counter is also the version of the user's statistics: the summary cache is valid while it has
 * not moved, so a repeated summary costs one small `_id` read.
 */
@Schema({ collection: 'user_totals', versionKey: false })
export class UserTotals {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ default: 0 }) tests: number;
  @Prop({ default: 0 }) wpmSum: number;
  @Prop({ default: 0 }) accuracySum: number;
}

export const UserTotalsSchema = SchemaFactory.createForClass(UserTotals);
