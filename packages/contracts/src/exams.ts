/** Exam results, recomputed by the results service from passage and key log (docs/decisions/india/exam-results.md). */
import { decodeKeyLog, HINDI_LAYOUT_IDS } from '@typing/typing-core';
import { type Category, CUSTOM_BOUNDS, EXAM_PROFILES, type ExamSheet } from '@typing/typing-core/exams';
import { z } from 'zod';
import { formatCount } from './count-format';
import { rpcContract } from './rpc-contract';
import { objectIdSchema, replyOf, UserRefSchema, wholeNumber } from './schema-kit';
import { Subjects } from './subjects';

const MAX_EXAM_MS = CUSTOM_BOUNDS.durationMinutes[1] * 60_000;

/** Passages are at most ≈ 2,700 characters: twice that with corrections fits within the gateway's 100 kB. */
export const EXAM_LIMITS = {
  typed: 6000,
  keyLogKeys: 12_000,
  /** A key takes 3 characters and a gap of up to 20 minutes 4 more; a 60-minute exam has few such gaps. */
  keyLog: 48_000,
  passageId: 64,
  historyPageSize: 50,
} as const;

export const EXAM_CATEGORIES = ['UR', 'OBC', 'EWS', 'SC', 'ST', 'PwD', 'ESM'] as const satisfies readonly Category[];

export const EXAM_PROFILE_IDS: [string, ...string[]] = ['custom', ...EXAM_PROFILES.map((profile) => profile.id)];

const bounded = ([low, high]: readonly [number, number]) => z.number().min(low).max(high);

export const CustomExamProfileSchema = z.strictObject({
  name: z.string().trim().min(CUSTOM_BOUNDS.name[0]).max(CUSTOM_BOUNDS.name[1]),
  durationMinutes: bounded(CUSTOM_BOUNDS.durationMinutes),
  passageWords: z.int().min(CUSTOM_BOUNDS.passageWords[0]).max(CUSTOM_BOUNDS.passageWords[1]),
  requiredWpm: bounded(CUSTOM_BOUNDS.requiredWpm),
  maxMistakesPercent: bounded(CUSTOM_BOUNDS.maxMistakesPercent),
  backspace: z.boolean(),
  highlightCurrentWord: z.boolean(),
  autoScroll: z.boolean().optional(),
  tabIndents: z.boolean().optional(),
  restricted: z.boolean().optional(),
});
export type CustomExamProfile = z.infer<typeof CustomExamProfileSchema>;

const examKeyLogSchema = z
  .string({ error: "'keyLog' must be a string: each key, its gap in milliseconds in base 36, then '.'." })
  .max(EXAM_LIMITS.keyLog, `'keyLog' must be at most ${formatCount(EXAM_LIMITS.keyLog)} characters.`)
  .superRefine((text, context) => {
    const keys = decodeKeyLog(text);
    const wrong = (message: string) => context.addIssue({ code: 'custom', message });
    if (!keys) wrong("'keyLog' is not a key log: each key, its gap in milliseconds in base 36, then '.'.");
    else if (keys.length > EXAM_LIMITS.keyLogKeys) {
      wrong(
        `'keyLog' has ${formatCount(keys.length)} keys; an exam takes at most ${formatCount(EXAM_LIMITS.keyLogKeys)}.`,
      );
    } else if (keys.length > 0 && keys[keys.length - 1]!.atMs - keys[0]!.atMs > MAX_EXAM_MS) {
      wrong(`'keyLog' lasts longer than an exam can (${CUSTOM_BOUNDS.durationMinutes[1]} minutes).`);
    }
  });

export const ClaimedExamFiguresSchema = z.strictObject({
  netWpm: z.number().min(0).max(100_000),
  errorPercentage: z.number().min(0).max(100_000),
  full: wholeNumber(0, 100_000),
  half: wholeNumber(0, 100_000),
});

export const SaveExamResultSchema = z
  .strictObject({
    id: z.uuid().meta({ description: 'Generated once per exam by the browser; a retried save stores nothing new' }),
    profileId: z.enum(EXAM_PROFILE_IDS),
    custom: CustomExamProfileSchema.optional().meta({
      description: "The profile's parameters when profileId is 'custom'",
    }),
    language: z.enum(['en', 'hi'], { error: "'language' must be en or hi." }),
    layout: z
      .enum(HINDI_LAYOUT_IDS, { error: `'layout' must be one of ${HINDI_LAYOUT_IDS.join(', ')}.` })
      .optional()
      .meta({ description: 'A Hindi exam: the layout its physical keys were typed in (the key log names the keys)' }),
    passageId: z
      .string()
      .regex(/^[a-z0-9-]+$/, "'passageId' must be a passage's id.")
      .max(EXAM_LIMITS.passageId),
    passageWords: wholeNumber(1, CUSTOM_BOUNDS.passageWords[1])
      .optional()
      .meta({ description: 'Words of the passage shown (examPassageText); checked against the server’s' }),
    typed: z
      .string()
      .max(EXAM_LIMITS.typed)
      .meta({ description: 'The answer as typed; must be what the key log types' }),
    keyLog: examKeyLogSchema,
    elapsedMs: z.int().min(1).max(MAX_EXAM_MS),
    category: z.enum(EXAM_CATEGORIES).optional(),
    claimed: ClaimedExamFiguresSchema,
  })
  .superRefine((save, context) => {
    const wrong = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (save.profileId === 'custom' && !save.custom) wrong('custom', "'custom' is required for a custom profile.");
    if (save.profileId !== 'custom' && save.custom) wrong('custom', "'custom' belongs to custom profiles only.");
    if (save.language === 'en' && save.layout) wrong('layout', "'layout' is for Hindi exams only.");
    if (save.language === 'hi' && !save.layout) wrong('layout', "'layout' is required for a Hindi exam.");
  });
export type SaveExamResultRequest = z.infer<typeof SaveExamResultSchema>;

export const SaveExamResultCommandSchema = z.strictObject({ userId: objectIdSchema, exam: SaveExamResultSchema });
export type SaveExamResultCommand = z.infer<typeof SaveExamResultCommandSchema>;

const isoDate = z.string().meta({ format: 'date-time' });

export const ExamResultRowSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  profileId: z.string(),
  profileName: z.string(),
  language: z.enum(['en', 'hi']),
  layout: z.enum(HINDI_LAYOUT_IDS).optional(),
  category: z.enum(EXAM_CATEGORIES),
  passageId: z.string(),
  passageWords: z.int(),
  elapsedMs: z.int(),
  keyDepressions: z.int(),
  grossWpm: z.number(),
  netWpm: z.number(),
  errorPercentage: z.number(),
  full: z.int(),
  half: z.int(),
  result: z.enum(['pass', 'fail', 'not-evaluated']),
});
export type ExamResultRow = z.infer<typeof ExamResultRowSchema>;

export const SaveExamResultResponseSchema = z.object({
  created: z.boolean().meta({ description: 'false for a retried save of an already stored exam' }),
  result: ExamResultRowSchema,
});
export type SaveExamResultResponse = z.infer<typeof SaveExamResultResponseSchema>;

const cursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|[0-9a-f-]{36}$/, "'before' must be the 'next' of a page.");

export const ExamHistoryQuerySchema = z.strictObject({
  profile: z.enum(EXAM_PROFILE_IDS).optional(),
  limit: z.coerce.number().int().min(1).max(EXAM_LIMITS.historyPageSize).default(20),
  before: cursorSchema.optional(),
});
export type ExamHistoryQuery = z.input<typeof ExamHistoryQuerySchema>;
export const ExamHistoryCommandSchema = ExamHistoryQuerySchema.extend({ userId: objectIdSchema });

export const ExamHistoryPageSchema = z.object({
  items: z.array(ExamResultRowSchema),
  next: z.string().optional().meta({ description: "The next page's 'before'; absent on the last page" }),
});
export type ExamHistoryPage = z.infer<typeof ExamHistoryPageSchema>;

export const ExamBestsSchema = z.object({ bests: z.array(ExamResultRowSchema) });
export type ExamBests = z.infer<typeof ExamBestsSchema>;

export const ExamResultIdSchema = z.strictObject({ id: z.uuid() });
export const ExamResultCommandSchema = ExamResultIdSchema.extend({ userId: objectIdSchema });
export interface ExamResultDetail {
  result: ExamResultRow;
  attribution: string;
  typed: string;
  sheet: ExamSheet;
}
export const ExamResultDetailSchema = z.object({
  result: ExamResultRowSchema,
  attribution: z.string(),
  typed: z.string(),
  sheet: z.record(z.string(), z.unknown()).meta({ description: "typing-core's ExamSheet (words, mistakes, figures)" }),
});

export const ExamExportRequestSchema = z.strictObject({ userId: objectIdSchema, after: cursorSchema.optional() });
export const ExamExportPageSchema = z.object({
  examResults: z.array(ExamResultRowSchema.extend({ typed: z.string() })),
  next: z.string().optional(),
});
export type ExamExportPage = z.infer<typeof ExamExportPageSchema>;

/** How many of a member's latest exams a new exam passage avoids. */
export const RECENT_EXAM_PASSAGES = 20;

export const RecentExamPassagesSchema = z.object({ passageIds: z.array(z.string()).max(RECENT_EXAM_PASSAGES) });
export type RecentExamPassages = z.infer<typeof RecentExamPassagesSchema>;

export const examsRpc = {
  [Subjects.results.examSave]: rpcContract(SaveExamResultCommandSchema, SaveExamResultResponseSchema),
  [Subjects.results.examHistory]: rpcContract(ExamHistoryCommandSchema, ExamHistoryPageSchema),
  [Subjects.results.examBests]: rpcContract(UserRefSchema, ExamBestsSchema),
  [Subjects.results.examResult]: rpcContract(ExamResultCommandSchema, replyOf<ExamResultDetail>()),
  [Subjects.results.examExport]: rpcContract(ExamExportRequestSchema, ExamExportPageSchema),
  [Subjects.results.examRecentPassages]: rpcContract(UserRefSchema, RecentExamPassagesSchema),
} as const;
