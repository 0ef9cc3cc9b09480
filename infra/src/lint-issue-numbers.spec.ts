/**
 * The house rule `house/no-issue-numbers` (infra/lint/no-issue-numbers.mjs): comments name no
 * issue by number. The rule is taken from the real config, as ESLint loads it for a source file;
 * that load is asynchronous, so RuleTester runs its cases inside these tests.
 */
import { ESLint, RuleTester, type Rule } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
let rule: Rule.RuleModule;

beforeAll(async () => {
  const config = await new ESLint({ cwd: root }).calculateConfigForFile('gateway/src/app.ts');
  rule = config.plugins.house.rules['no-issue-numbers'];
  // Each case runs at once; a failing one throws with RuleTester's message, failing the test.
  RuleTester.describe = (_title: string, run: () => void) => run();
  RuleTester.it = (_title: string, run: () => void) => run();
});

const tag = (text: string) => ({ messageId: 'issueNumber', data: { tag: text } });

test('stays quiet on comments that say why without an issue number, and on strings', () => {
  new RuleTester().run('house/no-issue-numbers', rule, {
    valid: [
      '// The summary is cached per process: the per-key part is read at most once a save.\nexport const a = 1;',
      '/** Any issue with the mail server is logged, not thrown. */\nexport const b = 2;',
      "export const label = 'issue 5'; // a string, not a comment",
    ],
    invalid: [],
  });
});

test('reports every issue tag in line and block comments, where it stands', () => {
  new RuleTester().run('house/no-issue-numbers', rule, {
    valid: [],
    invalid: [
      { code: '// Saved exactly once (issue 5).\nexport const a = 1;', errors: [tag('issue 5')] },
      { code: '/* Issue #7: probes */\nexport const a = 1;', errors: [tag('Issue #7')] },
      {
        code: 'export const a = 1; // issues 5 and 12, issue-22\n',
        errors: [
          { ...tag('issues 5'), line: 1, column: 24 },
          { ...tag('issue-22'), line: 1, column: 41 },
        ],
      },
      {
        code: '/**\n * Bounded work\n * (issue 18 §2)\n */\nexport const a = 1;',
        errors: [{ ...tag('issue 18'), line: 3, column: 5 }],
      },
    ],
  });
});
