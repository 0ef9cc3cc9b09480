/** Comments say why the code is as it is; which issue asked for it is for git and docs/decisions. */
const ISSUE_TAG = /\bissues?[\s-]*#?\d+/gi;

/** @type {import('eslint').Rule.RuleModule} */
export const noIssueNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments say why, not which issue asked for the code' },
    schema: [],
    messages: {
      issueNumber: "'{{tag}}' in a comment: say why in words; the issue's story belongs in git and docs/decisions.",
    },
  },
  create(context) {
    const { sourceCode } = context;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          // The comment's text starts after `//` or `/*`.
          const textStart = comment.range[0] + 2;
          for (const match of comment.value.matchAll(ISSUE_TAG)) {
            const start = textStart + match.index;
            context.report({
              node: comment,
              loc: {
                start: sourceCode.getLocFromIndex(start),
                end: sourceCode.getLocFromIndex(start + match[0].length),
              },
              messageId: 'issueNumber',
              data: { tag: match[0] },
            });
          }
        }
      },
    };
  },
};

export const housePlugin = { rules: { 'no-issue-numbers': noIssueNumbers } };
