import { z } from 'zod';
import { Messages } from './errors';

/*
 * The building blocks every contract schema is made of, and the one way a failed parse becomes the
 * sentence a person reads. Gateway, services and the front end's forms all report
 * `firstIssueMessage`, so the same bad input reads the same everywhere.
 */

/** Where a field sits in the body, for messages: `weakKeyStats[2].key`. */
function describePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, '');
}

/** Words for zod's own issues (schemas that set their own message keep it). */
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

// Jitless in a browser: zod would otherwise probe `new Function` to compile its parsers, which the
// app's Content-Security-Policy (no 'unsafe-eval') refuses and reports. Servers have no such policy,
// and compiled parsers are about 3× faster there (a save is parsed by the gateway and the results
// service); they accept and refuse exactly what the interpreted ones do.
const inBrowser = typeof (globalThis as { document?: unknown }).document !== 'undefined';
z.config({ customError: defaultMessage, jitless: inBrowser });

/**
 * The sentence shown for a failed parse: a missing field before anything else (spec §5: "all
 * fields required" comes first), then the first issue in field order.
 */
export function firstIssueMessage(issues: readonly { message: string }[]): string {
  const missing = issues.find((issue) => issue.message === Messages.fillAllFields);
  return (missing ?? issues[0])?.message ?? 'The request is not valid.';
}

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses `input` with `schema` and answers the value or the message a person reads. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): ParseOutcome<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: firstIssueMessage(parsed.error.issues) };
}

/** A required, non-blank string of at most `max` characters, trimmed (spec §5: all fields required). */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: Messages.fillAllFields })
    .trim()
    .min(1, Messages.fillAllFields)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** A required email address (trimmed): missing before malformed before too long. */
export function requiredEmail(max: number) {
  return z
    .string({ error: Messages.fillAllFields })
    .trim()
    .min(1, Messages.fillAllFields)
    .regex(z.regexes.email, Messages.invalidEmail)
    .max(max, Messages.invalidEmail);
}

/** A MongoDB ObjectId as the services pass user ids between them. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Not a valid id.');

/** One typed character (the engine works per UTF-16 code unit). */
export const singleKeySchema = z.string().length(1, 'A key must be a single character.');

/** A whole number within [min, max]. */
export function wholeNumber(min: number, max: number) {
  return z.int().min(min).max(max);
}

/** `{ userId }`: the signed-in user a service acts for (the gateway fills it from the session). */
export const UserRefSchema = z.strictObject({ userId: objectIdSchema });
export type UserRef = z.infer<typeof UserRefSchema>;

/** A request that carries nothing (health checks, the plan catalogue). */
export const EmptyRequestSchema = z.strictObject({});

/** Replies: types only on the wire (services are trusted), schemas only where OpenAPI shows them. */
export function replyOf<T>(): z.ZodType<T> {
  return z.custom<T>();
}
