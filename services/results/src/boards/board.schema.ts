import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { BoardKind } from '@typing/contracts';

/**
 * A member's best on one board (issue 17): `_id` = `<board>:<userId>`, where the board is the kind
 * (`time-60`) or the kind on an India day (`time-60@2026-11-26`). Kept for every member with a
 * ranking result, appearing or not; `listed` says whether they appear. The source the Redis boards
 * are rebuilt from.
 */
@Schema({ collection: 'board_entries', versionKey: false })
export class BoardEntry {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) board: string;
  @Prop({ type: String, required: true }) kind: BoardKind;
  /** The India day of a daily board; '' for all-time (so a purge can range over it). */
  @Prop({ required: true }) day: string;
  @Prop({ required: true }) userId: string;
  @Prop({ required: true }) wpm: number;
  @Prop({ required: true }) accuracy: number;
  @Prop({ required: true }) achievedAt: Date;
  @Prop({ required: true }) resultId: string;
  @Prop({ required: true }) listed: boolean;
}

export const BoardEntrySchema = SchemaFactory.createForClass(BoardEntry);
// A board's rows in rank order (the rebuild streams them); a member's rows (listing, deletion).
BoardEntrySchema.index({ board: 1, listed: 1, wpm: -1, accuracy: -1, achievedAt: 1 });
BoardEntrySchema.index({ userId: 1 });
BoardEntrySchema.index({ day: 1 });

/** A member who appears on the boards, under their display name (`_id` = user id). */
@Schema({ collection: 'board_members', versionKey: false })
export class BoardMember {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) displayName: string;
}

export const BoardMemberSchema = SchemaFactory.createForClass(BoardMember);
