/**
 * Exam passages: a random English passage cut to a board profile's size, with its source. The
 * ai-text service serves them over NATS; the gateway's GET /api/text/exam-passage is open to guests.
 */
import { EXAM_PROFILES } from '@typing/typing-core/exams';
import { z } from 'zod';
import { rpcContract } from './rpc-contract';
import { Subjects } from './subjects';

const PROFILE_IDS = EXAM_PROFILES.map((profile) => profile.id) as [string, ...string[]];

/** GET /api/text/exam-passage?profile=ssc-chsl|ssc-cgl-dest|rrb-ntpc|sci-jca */
export const ExamPassageQuerySchema = z.strictObject({
  profile: z
    .enum(PROFILE_IDS, { error: `The profile must be one of ${PROFILE_IDS.join(', ')}.` })
    .meta({ example: 'ssc-chsl', description: "A board's exam profile; the passage is cut to its English size" }),
});
export type ExamPassageQuery = z.infer<typeof ExamPassageQuerySchema>;

export const ExamPassageSchema = z.object({
  id: z.string().meta({ example: 'sotu-1962-kennedy-1' }),
  text: z.string().meta({ description: "The passage's opening whole words up to the profile's key depressions" }),
  attribution: z.string(),
});
export type ExamPassageView = z.infer<typeof ExamPassageSchema>;

export const examPassagesRpc = {
  [Subjects.aiText.examPassage]: rpcContract(ExamPassageQuerySchema, ExamPassageSchema),
} as const;
