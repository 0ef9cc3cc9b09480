import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { AccountEmailSchema, NewPasswordSchema } from './account';
import { accountEmailProblem, EMAIL_PATTERN, newPasswordLengthProblem } from './account-rules';
import { parseWith } from './schema-kit';

const verdict = (schema: z.ZodType, value: string) => {
  const outcome = parseWith(schema, value);
  return outcome.ok ? null : outcome.message;
};

describe('the account rules without zod agree with the schemas', () => {
  it("uses zod's own email pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    '',
    '   ',
    'asha@example.com',
    '  Asha.Rao@Example.COM  ',
    'asha',
    'asha@',
    'asha@example',
    'asha@example.c',
    'a..b@example.com',
    '.asha@example.com',
    'asha.@example.com',
    "o'neil+tag@mail.example.org",
    'asha@-example.com',
    'asha@exam_ple.com',
    'asha rao@example.com',
    `${'a'.repeat(243)}@example.com`,
    `${'a'.repeat(242)}@example.com`,
  ])('email %j', (value) => {
    expect(accountEmailProblem(value)).toBe(verdict(AccountEmailSchema, value));
  });

  it.each([
    '',
    ' ',
    '1234567',
    '12345678',
    'x'.repeat(128),
    'x'.repeat(129),
    '🔑🔑🔑🔑',
    '🔑'.repeat(8),
    '🔑'.repeat(128),
    '🔑'.repeat(129),
  ])('new password %j', (value) => {
    expect(newPasswordLengthProblem(value)).toBe(verdict(NewPasswordSchema, value));
  });
});
