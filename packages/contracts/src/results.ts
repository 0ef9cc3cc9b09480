import {
  decodeKeyLog,
  HINDI_LAYOUT_IDS,
  LANGUAGES,
  MAX_UNTIMED_SECONDS,
  RHYTHM_LIMITS,
  SKILL_LEVELS,
  TEST_DURATIONS_SECONDS,
  TEST_MODES,
  TYPING_ORDERS,
  WORD_COUNTS,
} from '@typing/typing-core';
import { z } from 'zod';
import { RANKED_TICKET_LIMITS } from './board-limits';
import { formatCount } from './count-format';
import { HISTORY_DEPTH } from './limits';
import { QuoteLengthSchema } from './passages';
import { rpcContract } from './rpc-contract';
import { objectIdSchema, singleKeySchema, UserRefSchema, wholeNumber } from './schema-kit';
import { Subjects } from './subjects';

/** A test lasts at most 600 s and nobody keeps up a key every 40 ms (the log check's "too fast") that long. */
const KEY_LOG_KEYS = (MAX_UNTIMED_SECONDS * 1000) / RHYTHM_LIMITS.minMedianGapMs;

export const RESULT_LIMITS = {
  sampleText: 3000,
  wrongKeyPresses: 5000,
  correctPresses: 20_000,
  keys: 128,
  substitutions: 1024,
  wpmSeries: MAX_UNTIMED_SECONDS + 1,
  wpm: 100_000,
  recentSessions: 30,
  substitutionsPerSession: 3,
  historyPageSize: 100,
  trendPoints: 120,
  keyLogKeys: KEY_LOG_KEYS,
  /** 4 characters a key (a gap under 1.3 s takes 2), within the 100 kB body. */
  keyLog: KEY_LOG_KEYS * 4,
} as const;

const MAX_TEST_MS = MAX_UNTIMED_SECONDS * 1000;

/** Per key: the key, its gap in ms in base 36, and a `.` (typing-core's verification/key-log-encoding.ts). */
const keyLogSchema = z
  .string({ error: "'keyLog' must be a string: each key, its gap in milliseconds in base 36, then '.'." })
  .max(RESULT_LIMITS.keyLog, `'keyLog' must be at most ${formatCount(RESULT_LIMITS.keyLog)} characters.`)
  .superRefine((text, context) => {
    const keys = decodeKeyLog(text);
    const wrong = (message: string) => context.addIssue({ code: 'custom', message });
    if (!keys) wrong("'keyLog' is not a key log: each key, its gap in milliseconds in base 36, then '.'.");
    else if (keys.length > RESULT_LIMITS.keyLogKeys) {
      wrong(
        `'keyLog' has ${formatCount(keys.length)} keys; a test takes at most ${formatCount(RESULT_LIMITS.keyLogKeys)}.`,
      );
    } else if (keys.length > 0 && keys[keys.length - 1]!.atMs - keys[0]!.atMs >= MAX_TEST_MS) {
      wrong(`'keyLog' lasts longer than a test can (${MAX_UNTIMED_SECONDS} s).`);
    }
  });
const count = (max: number) => wholeNumber(0, max);
const isoDate = z.string().meta({ format: 'date-time' });

export const KeyCountSchema = z.strictObject({
  key: singleKeySchema.meta({ example: 'e' }),
  count: count(RESULT_LIMITS.wrongKeyPresses).meta({ example: 3 }),
});
export type KeyCountEntry = z.infer<typeof KeyCountSchema>;

export const KeyTimingSchema = z.strictObject({
  key: singleKeySchema,
  samples: wholeNumber(1, RESULT_LIMITS.sampleText * 2),
  totalMs: count(MAX_TEST_MS),
  meanMs: count(MAX_TEST_MS),
});
export type KeyTimingEntry = z.infer<typeof KeyTimingSchema>;

export const SubstitutionSchema = z.strictObject({
  expected: singleKeySchema,
  typed: singleKeySchema,
  count: wholeNumber(1, RESULT_LIMITS.wrongKeyPresses),
});
export type SubstitutionEntry = z.infer<typeof SubstitutionSchema>;

export const SkillLevelSchema = z.enum(SKILL_LEVELS.map((s) => s.level) as [string, ...string[]]);

export const TestModeSchema = z.enum(TEST_MODES);
const durationSchema = z.union(TEST_DURATIONS_SECONDS.map((d) => z.literal(d)));
const wordCountSchema = z.union(WORD_COUNTS.map((n) => z.literal(n)));

export const SaveResultSchema = z
  .strictObject({
    clientId: z
      .uuid()
      .meta({ description: 'Generated once per test by the browser; a retried save stores nothing new' }),
    wpm: count(RESULT_LIMITS.wpm).meta({ example: 42 }),
    netWpm: count(RESULT_LIMITS.wpm).meta({
      example: 40,
      description: 'Characters of correctly typed words and their spaces ÷ 5 per minute (recomputed and checked)',
    }),
    rawWpm: count(RESULT_LIMITS.wpm).meta({
      example: 45,
      description: 'Every character of the final input ÷ 5 per minute (recomputed and checked)',
    }),
    accuracy: count(100).meta({ example: 96, description: 'Correct key presses ÷ all key presses, in percent' }),
    sampleText: z.string().min(1).max(RESULT_LIMITS.sampleText),
    userInput: z.string().max(RESULT_LIMITS.sampleText).meta({ description: 'No longer than the sample text' }),
    wrongKeyPresses: z
      .array(singleKeySchema)
      .max(RESULT_LIMITS.wrongKeyPresses)
      .meta({ description: 'Expected characters of the mistyped keystrokes' }),
    correctPresses: count(RESULT_LIMITS.correctPresses).meta({
      description: 'Keystrokes that matched the sample, erased ones included (accuracy = correct ÷ all presses)',
    }),
    weakKeyStats: z.array(KeyCountSchema).max(RESULT_LIMITS.keys),
    correctChars: count(RESULT_LIMITS.sampleText),
    incorrectChars: count(RESULT_LIMITS.sampleText),
    elapsedSeconds: z
      .number()
      .min(0)
      .max(MAX_UNTIMED_SECONDS)
      .multipleOf(0.001)
      .meta({ example: 60, description: 'Seconds of the test actually used' }),
    mode: TestModeSchema.optional().meta({ description: "Absent means 'time', the spec's timed test" }),
    durationSeconds: durationSchema.optional().meta({ description: 'The chosen duration (timed tests only)' }),
    wordCount: wordCountSchema.optional().meta({ description: 'Words in the text (word tests only)' }),
    quoteLength: QuoteLengthSchema.optional().meta({
      description: 'The passage length (quote tests only; the text must be that passage, exactly)',
    }),
    punctuation: z.boolean().optional(),
    numbers: z.boolean().optional(),
    language: z
      .enum(LANGUAGES)
      .optional()
      .meta({ description: "The text's language (its word list and letters); absent means 'en'" }),
    layout: z
      .enum(HINDI_LAYOUT_IDS)
      .optional()
      .meta({
        description:
          'A Hindi test typed by physical key: the layout emulated. Its key log and per-key figures then name physical keys, ' +
          'each as the character a US QWERTY keyboard types on that layer (AltGr layers at U+E000 + that character); ' +
          'absent when the keyboard typed Hindi itself (the log then holds characters, as in any language)',
      }),
    typingOrder: z
      .enum(TYPING_ORDERS)
      .optional()
      .meta({ description: "With 'layout': where ि and the reph are typed; absent means the layout's default" }),
    keyDepressions: count(RESULT_LIMITS.keyLogKeys).optional().meta({
      description: "Hindi tests: every key the test took, Backspace included (the key log's length); 5 make a word",
    }),
    keyTimings: z.array(KeyTimingSchema).max(RESULT_LIMITS.keys).optional(),
    substitutions: z.array(SubstitutionSchema).max(RESULT_LIMITS.substitutions).optional(),
    wpmSeries: z.array(count(RESULT_LIMITS.wpm)).max(RESULT_LIMITS.wpmSeries).optional(),
    consistency: count(100).optional(),
    keyLog: keyLogSchema.optional().meta({
      description:
        'Every key with its time (key, gap in ms in base 36, "."); replayed and judged by the server; needed to rank',
    }),
    ticket: z
      .string()
      .max(RANKED_TICKET_LIMITS.maxLength)
      .optional()
      .meta({ description: 'The ticket of a server-issued test (POST /api/leaderboards/tests); needed to rank' }),
    skillLevel: SkillLevelSchema.optional().meta({ description: 'Recomputed by the server' }),
    userId: z
      .string()
      .max(64)
      .optional()
      .meta({ description: "Ignored: the result is always saved for the session's user" }),
  })
  .superRefine((result, context) => {
    const mode = result.mode ?? 'time';
    const wrong = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (mode === 'time' && result.durationSeconds === undefined) {
      wrong('durationSeconds', "'durationSeconds' is required for a timed test.");
    }
    if (mode !== 'time' && result.durationSeconds !== undefined) {
      wrong('durationSeconds', "'durationSeconds' belongs to timed tests only.");
    }
    if (mode === 'words' && result.wordCount === undefined) {
      wrong('wordCount', "'wordCount' is required for a word test.");
    }
    if (mode !== 'words' && result.wordCount !== undefined) {
      wrong('wordCount', "'wordCount' belongs to word tests only.");
    }
    if (mode === 'quote' && result.quoteLength === undefined) {
      wrong('quoteLength', "'quoteLength' is required for a quote test.");
    }
    if (mode !== 'quote' && result.quoteLength !== undefined) {
      wrong('quoteLength', "'quoteLength' belongs to quote tests only.");
    }
    // Only built tests have a language, but a Devanagari custom text is a Hindi test (typed by key on its layout).
    const ownTextLanguage = result.language === 'en' || (mode === 'custom' && result.language === 'hi');
    if ((mode === 'quote' || mode === 'custom') && result.language !== undefined && !ownTextLanguage) {
      wrong('language', "'language' belongs to time and word tests only.");
    }
    const hindi = result.language === 'hi';
    if (result.layout !== undefined && !hindi) wrong('layout', "'layout' belongs to Hindi tests only.");
    if (result.typingOrder !== undefined && result.layout === undefined) {
      wrong('typingOrder', "'typingOrder' belongs with a 'layout' only.");
    }
    if (hindi && result.keyDepressions === undefined)
      wrong('keyDepressions', "'keyDepressions' is required for a Hindi test.");
    if (!hindi && result.keyDepressions !== undefined) {
      wrong('keyDepressions', "'keyDepressions' belongs to Hindi tests only.");
    }
  });
export type SaveResultRequest = z.infer<typeof SaveResultSchema>;

/** The gateway adds the session's user; the body's `userId` never decides. */
export const SaveResultCommandSchema = z.strictObject({ userId: objectIdSchema, result: SaveResultSchema });
export type SaveResultCommand = z.infer<typeof SaveResultCommandSchema>;

export const TestKindSchema = z.string().regex(/^(time-\d+|words-\d+|custom|quote-(short|medium|long))$/);
export type TestKind = z.infer<typeof TestKindSchema>;

export const HistoryRowSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  kind: TestKindSchema,
  punctuation: z.boolean(),
  numbers: z.boolean(),
  language: z
    .enum(LANGUAGES)
    .optional()
    .meta({ description: "The text's language ('en' for results saved before there was a choice)" }),
  layout: z.enum(HINDI_LAYOUT_IDS).optional().meta({ description: 'A Hindi test typed by physical key: the layout' }),
  typingOrder: z.enum(TYPING_ORDERS).optional(),
  keyDepressions: z.int().optional().meta({ description: 'Hindi tests: every key pressed, Backspace included' }),
  wpm: z.number(),
  netWpm: z.number().optional().meta({ description: 'Absent only for a result stored without its texts' }),
  rawWpm: z.number().optional(),
  accuracy: z.number(),
  correctChars: z.int(),
  incorrectChars: z.int(),
  elapsedSeconds: z.number(),
  skillLevel: z.string(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

export const SavedResultSchema = HistoryRowSchema.extend({ clientId: z.string() });
export type SavedResult = z.infer<typeof SavedResultSchema>;

export const SaveResultResponseSchema = z.object({
  message: z.string(),
  created: z.boolean().meta({ description: 'false for a retried save of an already stored result' }),
  result: SavedResultSchema,
});
export type SaveResultResponse = z.infer<typeof SaveResultResponseSchema>;

const historyPaging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(RESULT_LIMITS.historyPageSize).default(20),
};
const withinHistoryDepth = (query: { page: number; pageSize: number }) =>
  (query.page - 1) * query.pageSize < HISTORY_DEPTH;
const tooDeep = {
  path: ['page'],
  message: `The history pages show the newest ${formatCount(HISTORY_DEPTH)} tests; every test is in the CSV download.`,
};
export const HistoryQuerySchema = z.strictObject(historyPaging).refine(withinHistoryDepth, tooDeep);
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;
export const HistoryCommandSchema = z
  .strictObject({ userId: objectIdSchema, ...historyPaging })
  .refine(withinHistoryDepth, tooDeep);

export const HistoryPageSchema = z.object({
  items: z.array(HistoryRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/** Oldest first, a page at a time: `after` is the previous page's `next`; the last page has none. */
export const ExportPageRequestSchema = z.strictObject({
  userId: objectIdSchema,
  after: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|[0-9a-f]{24}:[0-9a-f-]{36}$/)
    .optional(),
});
export const UserResultsSchema = z.object({ results: z.array(HistoryRowSchema), next: z.string().optional() });
export type UserResults = z.infer<typeof UserResultsSchema>;

export const DeletedCountSchema = z.object({ deleted: z.int() });
export type DeletedCount = z.infer<typeof DeletedCountSchema>;

export const RecentSessionSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  wpm: z.number(),
  accuracy: z.number(),
});
export type RecentSession = z.infer<typeof RecentSessionSchema>;

export const PersonalBestSchema = z.object({
  kind: TestKindSchema,
  netWpm: z.number().optional(),
  wpm: z.number(),
  accuracy: z.number(),
  createdAt: isoDate,
});
export type PersonalBest = z.infer<typeof PersonalBestSchema>;

export const TrendPointSchema = z.object({
  from: z.string().meta({ description: 'First day (YYYY-MM-DD, UTC)' }),
  to: z.string().meta({ description: 'Last day' }),
  tests: z.int(),
  wpm: z.number(),
  accuracy: z.number(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

export const CONFIDENCE_LABELS = ['confident', 'getting there', 'needs practice'] as const;

export const KeyConfidenceSchema = z.object({
  key: z.string(),
  confidence: z.number().min(0).max(1),
  label: z.enum(CONFIDENCE_LABELS),
  meanMs: z.int(),
  errorPercent: z.number(),
  presses: z.int(),
});
export type KeyConfidence = z.infer<typeof KeyConfidenceSchema>;

/** Per emulated layout, keys as physical key ids (`Shift+KeyK`), since one key types other letters on each layout. */
export const HindiKeyConfidenceSchema = z.object({
  layout: z.enum(HINDI_LAYOUT_IDS),
  keys: z.array(KeyConfidenceSchema),
});
export type HindiKeyConfidence = z.infer<typeof HindiKeyConfidenceSchema>;

export const PerformanceSummarySchema = z.object({
  averageWpm: z.number(),
  averageAccuracy: z.number(),
  totalTests: z.int(),
  totalSessions: z.int().meta({ description: 'Same as totalTests: the spec uses both names' }),
  sessions: z.array(RecentSessionSchema).meta({ description: 'Newest first, at most 30' }),
  weakKeyStats: z.array(KeyCountSchema).meta({ description: 'All-time errors per expected key, most first' }),
  keyTimings: z.array(KeyTimingSchema).meta({ description: 'All-time time-to-type per key (correct keystrokes)' }),
  substitutions: z.array(SubstitutionSchema).meta({ description: 'Keys typed instead, over the recent sessions' }),
  personalBests: z.array(PersonalBestSchema),
  trend: z.array(TrendPointSchema).meta({ description: 'The whole history in at most 120 points, oldest first' }),
  keyConfidence: z.array(KeyConfidenceSchema).meta({ description: 'Keys with enough presses, least confident first' }),
  hindiKeys: z
    .array(HindiKeyConfidenceSchema)
    .optional()
    .meta({ description: 'Per Hindi layout typed on: its physical keys with enough presses (absent before any)' }),
});
export type PerformanceSummary = z.infer<typeof PerformanceSummarySchema>;

export const WeakestKeysSchema = z.object({ keys: z.array(z.string()) });

export const ResultsSavedEventSchema = z.object({
  userId: objectIdSchema,
  resultId: z.string().min(1).max(64),
  createdAt: isoDate,
  wpm: z.number(),
  netWpm: z.number().optional(),
  accuracy: z.number(),
  weakKeyStats: z.array(KeyCountSchema).max(RESULT_LIMITS.keys),
  kind: TestKindSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
  punctuation: z.boolean().optional(),
  numbers: z.boolean().optional(),
  /** Internal (the client is never told); empty when it may rank. */
  heldBack: z.array(z.string()).optional(),
});
export type ResultsSavedEvent = z.infer<typeof ResultsSavedEventSchema>;

export const resultsRpc = {
  [Subjects.results.save]: rpcContract(SaveResultCommandSchema, SaveResultResponseSchema),
  [Subjects.results.performance]: rpcContract(UserRefSchema, PerformanceSummarySchema),
  [Subjects.results.history]: rpcContract(HistoryCommandSchema, HistoryPageSchema),
  [Subjects.results.exportUser]: rpcContract(ExportPageRequestSchema, UserResultsSchema),
  [Subjects.results.deleteUser]: rpcContract(UserRefSchema, DeletedCountSchema),
  [Subjects.results.weakestKeys]: rpcContract(UserRefSchema, WeakestKeysSchema),
} as const;
