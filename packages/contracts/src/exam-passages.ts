/** Open to guests; a signed-in member is not served a passage of their recent exams. */
import { HINDI_LAYOUT_IDS, type HindiLayoutId } from '@typing/typing-core';
import { EXAM_PROFILES, examProfile } from '@typing/typing-core/exams';
import { z } from 'zod';
import { rpcContract } from './rpc-contract';
import { objectIdSchema } from './schema-kit';
import { Subjects } from './subjects';

const PROFILE_IDS = EXAM_PROFILES.map((profile) => profile.id) as [string, ...string[]];

/** A Hindi passage needs a layout the profile allows: its key depressions are that layout's presses. */
function checkLanguage(
  query: { profile: string; language: 'en' | 'hi'; layout?: HindiLayoutId },
  context: z.RefinementCtx,
) {
  const wrong = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const rule = examProfile(query.profile)?.languages.find((candidate) => candidate.language === query.language);
  if (!rule) return wrong('language', `${query.profile} has no ${query.language === 'hi' ? 'Hindi' : 'English'} test.`);
  if (query.language === 'en' && query.layout) wrong('layout', "'layout' is for Hindi exams only.");
  if (query.language === 'hi' && !(query.layout && rule.layouts.includes(query.layout)))
    wrong('layout', `'layout' must be one of ${rule.layouts.join(', ')} for a Hindi ${query.profile} test.`);
}

const examPassageQuery = z.strictObject({
  profile: z
    .enum(PROFILE_IDS, { error: `The profile must be one of ${PROFILE_IDS.join(', ')}.` })
    .meta({ example: 'ssc-chsl', description: "A board's exam profile; the passage is cut to its size" }),
  language: z
    .enum(['en', 'hi'], { error: "'language' must be en or hi." })
    .default('en')
    .meta({ description: 'English (the default) or Hindi' }),
  layout: z
    .enum(HINDI_LAYOUT_IDS, { error: `'layout' must be one of ${HINDI_LAYOUT_IDS.join(', ')}.` })
    .optional()
    .meta({ description: "A Hindi exam's keyboard layout: its key presses are the passage's key depressions" }),
});

export const ExamPassageQuerySchema = examPassageQuery.superRefine(checkLanguage);
export type ExamPassageQuery = z.infer<typeof ExamPassageQuerySchema>;

export const ExamPassageCommandSchema = examPassageQuery
  .extend({ userId: objectIdSchema.optional() })
  .superRefine(checkLanguage);
export type ExamPassageCommand = z.infer<typeof ExamPassageCommandSchema>;

export const ExamPassageSchema = z.object({
  id: z.string().meta({ example: 'sotu-1962-kennedy-1' }),
  text: z.string().meta({ description: "The passage's opening whole words up to the profile's key depressions" }),
  attribution: z.string(),
});
export type ExamPassageView = z.infer<typeof ExamPassageSchema>;

export const examPassagesRpc = {
  [Subjects.aiText.examPassage]: rpcContract(ExamPassageCommandSchema, ExamPassageSchema),
} as const;
