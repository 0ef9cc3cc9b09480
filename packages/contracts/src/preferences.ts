/** Settings that follow a member to every device (docs/decisions/accounts/preferences.md); custom text stays local. */
import {
  HINDI_LAYOUT_IDS,
  LANGUAGES,
  QUOTE_LENGTHS,
  TEST_DURATIONS_SECONDS,
  TEST_MODES,
  TYPING_ORDERS,
  WORD_COUNTS,
} from '@typing/typing-core';
import { z } from 'zod';
import { rpcContract } from './rpc-contract';
import { objectIdSchema, UserRefSchema } from './schema-kit';
import { Subjects } from './subjects';

export const THEME_MODES = ['light', 'dark'] as const;
export const KEYBOARD_LAYOUT_IDS = ['qwerty', 'dvorak', 'colemak', 'azerty'] as const;

const oneOf = <T extends readonly number[]>(values: T, what: string) =>
  z
    .number()
    .refine((value): value is T[number] => values.includes(value), `${what} must be one of ${values.join(', ')}.`);

export const TestPreferencesSchema = z.strictObject({
  mode: z.enum(TEST_MODES),
  durationSeconds: oneOf(TEST_DURATIONS_SECONDS, 'durationSeconds'),
  wordCount: oneOf(WORD_COUNTS, 'wordCount'),
  quoteLength: z.enum(QUOTE_LENGTHS).optional(),
  punctuation: z.boolean(),
  numbers: z.boolean(),
});

/** The layout emulated by physical key, or with `keyboardTypesHindi` the keyboard's own Hindi input. */
export const HindiKeyboardSchema = z.strictObject({
  layout: z.enum(HINDI_LAYOUT_IDS),
  typingOrder: z.enum(TYPING_ORDERS),
  keyboardTypesHindi: z.boolean(),
});
export type HindiKeyboard = z.infer<typeof HindiKeyboardSchema>;

export const PreferencesSchema = z
  .strictObject({
    theme: z.enum(THEME_MODES),
    keyboardLayout: z.enum(KEYBOARD_LAYOUT_IDS),
    test: TestPreferencesSchema,
    /** Absent in preferences saved before there was a choice. */
    language: z.enum(LANGUAGES).optional(),
    hindi: HindiKeyboardSchema.optional(),
  })
  .meta({
    example: {
      theme: 'dark',
      keyboardLayout: 'qwerty',
      test: { mode: 'time', durationSeconds: 60, wordCount: 25, punctuation: false, numbers: false },
    },
  });
export type Preferences = z.infer<typeof PreferencesSchema>;

/** Null until the member's first save. */
export const PreferencesAnswerSchema = z.strictObject({ preferences: PreferencesSchema.nullable() });
export type PreferencesAnswer = z.infer<typeof PreferencesAnswerSchema>;

export const SavePreferencesCommandSchema = z.strictObject({ userId: objectIdSchema, preferences: PreferencesSchema });
export type SavePreferencesCommand = z.infer<typeof SavePreferencesCommandSchema>;

export const preferencesRpc = {
  [Subjects.auth.getPreferences]: rpcContract(UserRefSchema, PreferencesAnswerSchema),
  [Subjects.auth.savePreferences]: rpcContract(SavePreferencesCommandSchema, PreferencesAnswerSchema),
} as const;
