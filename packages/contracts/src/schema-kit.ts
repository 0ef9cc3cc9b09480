import { z } from 'zod';
import { Messages } from './errors';

function describePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, '');
}

function defaultMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const field = describePath(issue.path ?? []) || 'The request body';
  switch (issue.code) {
    case 'unrecognized_keys':
      return Messages.unknownField(describePath([...(issue.path ?? []), issue.keys[0] ?? '']));
    case 'invalid_type':
      return issue.input === undefined ? `'${field}' is required.` : `'${field}' must be ${article(issue.expected)}.`;
    case 'too_small':
      return `'${field}' must be at least ${issue.minimum}${unitOf(issue.origin)}.`;
    case 'too_big':
      return `'${field}' must be at most ${issue.maximum}${unitOf(issue.origin)}.`;
    case 'invalid_value':
      return `'${field}' must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'invalid_format':
      return `'${field}' is not valid.`;
    default:
      return `'${field}' is not valid.`;
  }
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer';
  if (expected === 'object' || expected === 'array') return `an ${expected}`;
  return `a ${expected}`;
}

function unitOf(origin: string): string {
  if (origin === 'string') return ' characters';
  if (origin === 'array' || origin === 'set') return ' items';
  return '';
}

// Jitless in a browser: the CSP (no 'unsafe-eval') refuses zod's `new Function` probe; servers keep compiled parsers.
const inBrowser = typeof (globalThis as { document?: unknown }).document !== 'undefined';
z.config({ customError: defaultMessage, jitless: inBrowser });

/** A missing field first (spec §5: "all fields required" comes first), then the first issue in field order. */
export function firstIssueMessage(issues: readonly { message: string }[]): string {
  const missing = issues.find((issue) => issue.message === Messages.fillAllFields);
  return (missing ?? issues[0])?.message ?? 'The request is not valid.';
}

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): ParseOutcome<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: firstIssueMessage(parsed.error.issues) };
}

/** Trimmed (spec §5: all fields required). */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: Messages.fillAllFields })
    .trim()
    .min(1, Messages.fillAllFields)
    .max(max, `${label} must be at most ${max} characters.`);
}

export function requiredEmail(max: number) {
  return z
    .string({ error: Messages.fillAllFields })
    .trim()
    .min(1, Messages.fillAllFields)
    .regex(z.regexes.email, Messages.invalidEmail)
    .max(max, Messages.invalidEmail);
}

export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Not a valid id.');

/** The engine works per UTF-16 code unit. */
export const singleKeySchema = z.string().length(1, 'A key must be a single character.');

export function wholeNumber(min: number, max: number) {
  return z.int().min(min).max(max);
}

export const UserRefSchema = z.strictObject({ userId: objectIdSchema });
export type UserRef = z.infer<typeof UserRefSchema>;

export const EmptyRequestSchema = z.strictObject({});

/** Types only on the wire (services are trusted); schemas only where OpenAPI shows them. */
export function replyOf<T>(): z.ZodType<T> {
  return z.custom<T>();
}
