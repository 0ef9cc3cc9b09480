/** Operators take a result or member off the boards or back, with a reason, every action recorded with who did it. */
import { z } from 'zod';
import { BOARD_KINDS } from './board-limits';
import { rpcContract } from './rpc-contract';
import { objectIdSchema } from './schema-kit';
import { Subjects } from './subjects';

export const BOARD_ACTIONS = ['remove-result', 'restore-result', 'remove-member', 'restore-member'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

const reason = z.string().trim().min(3).max(500).meta({ description: 'Why: kept with the action' });
const displayName = z.string().min(1).max(64).meta({ description: 'The member, by the name on the board' });
const resultId = z.string().min(1).max(100);

/** Operators only: `Authorization: Bearer <their token>`. */
export const BoardActionRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('remove-result'),
    displayName,
    kind: z.enum(BOARD_KINDS).meta({ description: 'The board whose row the result holds' }),
    reason,
  }),
  z.strictObject({ action: z.literal('restore-result'), resultId, reason }),
  z.strictObject({ action: z.literal('remove-member'), displayName, reason }),
  z.strictObject({ action: z.literal('restore-member'), displayName, reason }),
]);
export type BoardActionRequest = z.infer<typeof BoardActionRequestSchema>;

export const BoardOperationSchema = z.strictObject({
  action: z.enum(BOARD_ACTIONS),
  operator: z.string().min(1).max(64),
  reason,
  userId: objectIdSchema.optional(),
  kind: z.enum(BOARD_KINDS).optional(),
  resultId: resultId.optional(),
});
export type BoardOperation = z.infer<typeof BoardOperationSchema>;

export const BoardActionResultSchema = z.object({
  action: z.enum(BOARD_ACTIONS),
  userId: objectIdSchema,
  resultId: z.string().optional(),
  /** False: it was so already. */
  changed: z.boolean(),
});
export type BoardActionResult = z.infer<typeof BoardActionResultSchema>;

export const boardOperationsRpc = {
  [Subjects.results.operateBoards]: rpcContract(BoardOperationSchema, BoardActionResultSchema),
} as const;
