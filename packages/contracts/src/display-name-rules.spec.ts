import { DisplayNameSchema } from './community';
import { displayNameProblem } from './display-name-rules';
import { parseWith } from './schema-kit';

/** The schema's verdict as the form shows it: its first message, or null. */
const verdict = (value: string) => {
  const parsed = parseWith(DisplayNameSchema, value);
  return parsed.ok ? null : parsed.message;
};

describe('displayNameProblem gives DisplayNameSchema’s verdicts', () => {
  it.each([
    '',
    '   ',
    'ab',
    'abc',
    '  abc  ',
    'x'.repeat(20),
    'x'.repeat(21),
    ` ${'x'.repeat(20)} `,
    'Swift_Otter',
    'ravi-92',
    '_otter',
    'otter-',
    'two words',
    'asha@example.com',
    'ñandú',
    '🔑🔑',
    '🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑',
    'ADMIN',
    'Support',
    'settings2',
    'ab_',
  ])('%j', (value) => {
    expect(displayNameProblem(value)).toBe(verdict(value));
  });
});
