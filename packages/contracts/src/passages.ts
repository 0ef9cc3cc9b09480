/** Quote mode: GET /api/text/passage is open to guests. */
import { QUOTE_LENGTHS } from '@typing/typing-core';
import { z } from 'zod';
import { rpcContract } from './rpc-contract';
import { Subjects } from './subjects';

export const QuoteLengthSchema = z.enum(QUOTE_LENGTHS, {
  error: `The length must be one of ${QUOTE_LENGTHS.join(', ')}.`,
});

export const PassageQuerySchema = z.strictObject({
  length: QuoteLengthSchema.meta({
    example: 'short',
    description: 'short: < 100, medium: 100–299, long: 300–600 characters',
  }),
});
export type PassageQuery = z.infer<typeof PassageQuerySchema>;

export const PassageSchema = z.object({
  text: z.string().meta({ description: 'Typed exactly: capitals and punctuation included' }),
  length: QuoteLengthSchema,
  attribution: z.string().meta({ example: 'Herman Melville, Moby-Dick (1851), ch. 1' }),
});
export type PassageView = z.infer<typeof PassageSchema>;

export const passagesRpc = {
  [Subjects.aiText.passage]: rpcContract(PassageQuerySchema, PassageSchema),
} as const;
