import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { BoardKind } from '@typing/contracts';

/** A member's best on a board (`time-60`, daily `time-60@2026-11-26`), listed or not: the Redis boards' source. */
@Schema({ collection: 'board_places', versionKey: false })
export class BoardEntry {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) board: string;
  @Prop({ type: String, required: true }) kind: BoardKind;
  /** The India day of a daily board; '' for all-time (so a purge can range over it). */
  @Prop({ required: true }) day: string;
  @Prop({ required: true }) userId: string;
  /** What the board ranks by. */
  @Prop({ required: true }) netWpm: number;
  /** The spec's WPM, shown beside it. */
  @Prop({ required: true }) wpm: number;
  @Prop({ required: true }) accuracy: number;
  @Prop({ required: true }) achievedAt: Date;
  @Prop({ required: true }) resultId: string;
  @Prop({ required: true }) listed: boolean;
}

export const BoardEntrySchema = SchemaFactory.createForClass(BoardEntry);
// A board's rows in rank order (the rebuild streams them); a member's rows (listing, deletion).
BoardEntrySchema.index({ board: 1, listed: 1, netWpm: -1, accuracy: -1, wpm: -1, achievedAt: 1 });
BoardEntrySchema.index({ userId: 1 });
BoardEntrySchema.index({ day: 1 });

/** A member who appears on the boards, under their display name (`_id` = user id). */
@Schema({ collection: 'board_members', versionKey: false })
export class BoardMember {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) displayName: string;
}

export const BoardMemberSchema = SchemaFactory.createForClass(BoardMember);

/** A spent ranked-test ticket and the result that spent it, so only a retried save of that result may still rank. */
@Schema({ collection: 'ranked_ticket_claims', versionKey: false })
export class TicketClaim {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) resultId: string;
  @Prop({ required: true }) claimedAt: Date;
}

export const TicketClaimSchema = SchemaFactory.createForClass(TicketClaim);
TicketClaimSchema.index({ claimedAt: 1 });

/** A member an operator took off the boards (`_id` = user id): their rows stay, unlisted, until put back. */
@Schema({ collection: 'board_bans', versionKey: false })
export class BoardBan {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) operator: string;
  @Prop({ required: true }) reason: string;
  @Prop({ required: true }) at: Date;
}

export const BoardBanSchema = SchemaFactory.createForClass(BoardBan);

/** Every operator action on the boards: who, what, why, when (kept; never shown to members). */
@Schema({ collection: 'board_operator_actions', versionKey: false })
export class BoardOperatorAction {
  @Prop({ required: true }) action: string;
  @Prop({ required: true }) operator: string;
  @Prop({ required: true }) reason: string;
  @Prop({ required: true }) userId: string;
  @Prop() resultId?: string;
  @Prop() kind?: string;
  @Prop({ required: true }) changed: boolean;
  @Prop({ required: true }) at: Date;
}

export const BoardOperatorActionSchema = SchemaFactory.createForClass(BoardOperatorAction);
BoardOperatorActionSchema.index({ userId: 1, at: -1 });
