/** A member's best per board; only members who appear publicly rank (docs/decisions/leaderboards/leaderboards.md). */
import { z } from 'zod';
import { BOARD_KINDS, BOARD_PERIODS, LEADERBOARD_LIMITS, RANKED_TICKET_LIMITS } from './board-limits';
import { rpcContract } from './rpc-contract';
import { objectIdSchema } from './schema-kit';
import { Subjects } from './subjects';

const boardQuery = {
  kind: z.enum(BOARD_KINDS),
  period: z.enum(BOARD_PERIODS).default('all-time'),
};
const pageField = z.coerce
  .number()
  .int()
  .min(1)
  .max(LEADERBOARD_LIMITS.depth / LEADERBOARD_LIMITS.pageSize)
  .default(1);

export const LeaderboardQuerySchema = z.strictObject({ ...boardQuery, page: pageField });
export type LeaderboardQuery = z.input<typeof LeaderboardQuerySchema>;
export const MyRankQuerySchema = z.strictObject(boardQuery);
export type MyRankQuery = z.input<typeof MyRankQuerySchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.int(),
  displayName: z.string(),
  netWpm: z.int().meta({ description: 'What the board ranks by: characters of correct words ÷ 5 a minute' }),
  wpm: z.int().meta({ description: "The spec's WPM of the same test" }),
  accuracy: z.int(),
  achievedAt: z.string().meta({ format: 'date-time' }),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardPageSchema = z.object({
  kind: z.enum(BOARD_KINDS),
  period: z.enum(BOARD_PERIODS),
  /** The India day of a daily board; absent for all-time. */
  day: z.string().optional(),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  rows: z.array(LeaderboardRowSchema),
});
export type LeaderboardPage = z.infer<typeof LeaderboardPageSchema>;

export const MyRankSchema = z.object({
  listed: z.boolean().meta({ description: 'false while the member does not appear publicly' }),
  place: z
    .object({
      rank: z.int(),
      netWpm: z.int(),
      wpm: z.int(),
      accuracy: z.int(),
      /** Null for first place. */
      next: z.object({ rank: z.int(), wpmBehind: z.int(), accuracyBehind: z.int() }).nullable(),
    })
    .nullable()
    .meta({ description: 'null when the member has no ranked result on this board' }),
});
export type MyRank = z.infer<typeof MyRankSchema>;

export const BoardPageCommandSchema = z.strictObject({
  kind: z.enum(BOARD_KINDS),
  period: z.enum(BOARD_PERIODS),
  page: z.int().min(1),
});
export const BoardRankCommandSchema = z.strictObject({
  userId: objectIdSchema,
  kind: z.enum(BOARD_KINDS),
  period: z.enum(BOARD_PERIODS),
});
export const ListMemberCommandSchema = z.strictObject({
  userId: objectIdSchema,
  displayName: z.string().min(1).max(64),
});
export const ListingSchema = z.object({ listed: z.boolean() });

export const RankedTestRequestSchema = z.strictObject({ kind: z.enum(BOARD_KINDS) });
export type RankedTestRequest = z.infer<typeof RankedTestRequestSchema>;
export const RankedTestCommandSchema = RankedTestRequestSchema.extend({ userId: objectIdSchema });
/** The client draws the same words from the seed (`rankedTestText`); the save carries the signed ticket back. */
export const RankedTestSchema = z.object({
  kind: z.enum(BOARD_KINDS),
  seed: z.int().min(0).max(0xffff_ffff),
  ticket: z.string().max(RANKED_TICKET_LIMITS.maxLength),
  issuedAt: z.string().meta({ format: 'date-time' }),
});
export type RankedTest = z.infer<typeof RankedTestSchema>;

export const leaderboardsRpc = {
  [Subjects.results.rankedTest]: rpcContract(RankedTestCommandSchema, RankedTestSchema),
  [Subjects.results.boardPage]: rpcContract(BoardPageCommandSchema, LeaderboardPageSchema),
  [Subjects.results.boardRank]: rpcContract(BoardRankCommandSchema, MyRankSchema),
  [Subjects.results.listMember]: rpcContract(ListMemberCommandSchema, ListingSchema),
  [Subjects.results.unlistMember]: rpcContract(z.strictObject({ userId: objectIdSchema }), ListingSchema),
} as const;
