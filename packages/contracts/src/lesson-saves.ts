/** The server folds a lesson's counters in with typing-core's rules, so a client cannot claim keys it did not earn. */
import { LANGUAGES, LESSON_LANGUAGES, isLetterLessonLanguage, MAX_LESSON_KEYS } from '@typing/typing-core';
import { HINDI_LAYOUT_IDS, hindiLayouts, isLessonKeyOf } from '@typing/typing-core/hindi';
import { z } from 'zod';
import { distinctLetters, LessonKeyRecordSchema, LessonProgressSchema, targetWpmSchema } from './lessons';
import { rpcContract } from './rpc-contract';
import { objectIdSchema, UserRefSchema } from './schema-kit';
import { Subjects } from './subjects';

/** Absent means English (progress kept before there was a choice). */
const languageSchema = z.enum(LANGUAGES).optional();
const layoutSchema = z
  .enum(HINDI_LAYOUT_IDS, { error: `layout must be one of ${HINDI_LAYOUT_IDS.join(', ')}.` })
  .optional();

const languageAndLayout = {
  language: languageSchema,
  layout: layoutSchema,
};

function checkLayout(
  { language, layout }: { language?: string; layout?: string },
  context: z.core.$RefinementCtx,
): void {
  if (language === 'hi' && layout === undefined) {
    context.addIssue({ code: 'custom', path: ['layout'], message: 'layout is required for Hindi lessons.' });
  }
  if (language !== 'hi' && layout !== undefined) {
    context.addIssue({ code: 'custom', path: ['layout'], message: 'layout is only for Hindi lessons.' });
  }
}

function taughtKey(language: string, layout: string | undefined, key: string): boolean {
  if (isLetterLessonLanguage(language)) return LESSON_LANGUAGES[language].letterOrder.includes(key);
  const hindi = layout === undefined ? undefined : hindiLayouts[layout as keyof typeof hindiLayouts];
  return hindi !== undefined && isLessonKeyOf(hindi, key);
}

export const SaveLessonSchema = z
  .strictObject({
    clientId: z.uuid('clientId must be a UUID.'),
    targetWpm: targetWpmSchema,
    ...languageAndLayout,
    keys: z
      .array(LessonKeyRecordSchema)
      .min(1)
      .max(MAX_LESSON_KEYS)
      .refine(distinctLetters, 'Each letter at most once.'),
  })
  .superRefine((lesson, context) => {
    checkLayout(lesson, context);
    const { language = 'en', layout, keys } = lesson;
    if (keys.every(({ key }) => taughtKey(language, layout, key))) return;
    context.addIssue({
      code: 'custom',
      path: ['keys'],
      message:
        language === 'hi'
          ? "Every key of keys must be a key id of the lesson's layout (such as KeyK or Shift+KeyK)."
          : "Every letter must be one the lesson's language teaches.",
    });
  });
export type SaveLessonRequest = z.infer<typeof SaveLessonSchema>;

export const LessonTargetSchema = z
  .strictObject({ targetWpm: targetWpmSchema, ...languageAndLayout })
  .superRefine(checkLayout);
export type LessonTargetRequest = z.infer<typeof LessonTargetSchema>;

export const LessonProgressQuerySchema = z.strictObject(languageAndLayout).superRefine(checkLayout);
export type LessonProgressQuery = z.infer<typeof LessonProgressQuerySchema>;

export const LessonProgressCommandSchema = UserRefSchema.extend(languageAndLayout).superRefine(checkLayout);
export type LessonProgressCommand = z.infer<typeof LessonProgressCommandSchema>;

export const SaveLessonCommandSchema = z.strictObject({ userId: objectIdSchema, lesson: SaveLessonSchema });
export const LessonTargetCommandSchema = z.strictObject({ userId: objectIdSchema, target: LessonTargetSchema });

export const lessonsRpc = {
  [Subjects.results.lessonProgress]: rpcContract(LessonProgressCommandSchema, LessonProgressSchema),
  [Subjects.results.saveLesson]: rpcContract(SaveLessonCommandSchema, LessonProgressSchema),
  [Subjects.results.lessonTarget]: rpcContract(LessonTargetCommandSchema, LessonProgressSchema),
} as const;
