/** The house's shape in figures (docs/decisions/local-stack-and-tests/house-rules.md): comments, tags, records, component sizes. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import type { Check } from './stats';

const root = join(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/u;
const TEST = /(\.spec\.tsx?$|(^|\/)(test|test-support|e2e)\/)/u;
const ISSUE_TAG = /\bissue\s+#?\d+/iu;

const trackedFiles = () =>
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Every comment's [start, end) in a file, found at each token so JSX comments count too. */
function commentRanges(file: string, text: string): ts.CommentRange[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      for (const range of [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
      ])
        found.set(range.pos, range);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()];
}

interface FileLines {
  readonly code: number;
  readonly commentOnly: number;
  readonly issueTags: number;
}

/** Non-blank lines, and those holding nothing but comment. */
function countLines(file: string, text: string): FileLines {
  const inComment = new Uint8Array(text.length);
  let issueTags = 0;
  for (const { pos, end } of commentRanges(file, text)) {
    inComment.fill(1, pos, end);
    if (ISSUE_TAG.test(text.slice(pos, end))) issueTags += 1;
  }
  let code = 0;
  let commentOnly = 0;
  let lineStart = 0;
  for (const line of text.split('\n')) {
    let hasComment = false;
    let hasCode = false;
    for (let i = 0; i < line.length; i++) {
      if (/\s/u.test(line[i] ?? '')) continue;
      if (inComment[lineStart + i]) hasComment = true;
      else hasCode = true;
    }
    if (hasCode) code += 1;
    else if (hasComment) commentOnly += 1;
    lineStart += line.length + 1;
  }
  return { code, commentOnly, issueTags };
}

export function runHouseBench(): Check[] {
  const files = trackedFiles();
  const sources = files.filter((file) => SOURCE.test(file) && !TEST.test(file));
  let code = 0;
  let commentOnly = 0;
  let issueTags = 0;
  const components: { file: string; lines: number }[] = [];
  const commented: { file: string; lines: number }[] = [];
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    const lines = countLines(file, text);
    code += lines.code;
    commentOnly += lines.commentOnly;
    issueTags += lines.issueTags;
    commented.push({ file, lines: lines.commentOnly });
    if (file.endsWith('.tsx'))
      components.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
  }
  const top = (list: { file: string; lines: number }[]) =>
    list
      .sort((a, b) => b.lines - a.lines)
      .slice(0, 5)
      .map((entry) => `${entry.file} ${entry.lines}`)
      .join(', ');
  const records = files.filter((file) => file.startsWith('docs/decisions/') && file.endsWith('.md'));
  const numbered = records.filter((file) => /^(issue-?)?\d+/u.test(basename(file)));
  const largestComponents = top(components);
  const largest = components[0] ?? { file: '(none)', lines: 0 };

  console.log('\nThe house (tracked non-test source: .ts, .tsx, .mts, .mjs, .js)');
  console.log(`  ${sources.length} files, ${code} lines with code, ${commentOnly} lines of comment only`);
  console.log(`  most comment-only lines: ${top(commented)}`);
  console.log(`  largest components: ${largestComponents}`);
  console.log(`  decision records: ${records.length}, named by number: ${numbered.length}`);
  return [
    {
      name: 'comment-only lines, share of non-blank non-test source lines',
      value: (100 * commentOnly) / (code + commentOnly),
      limit: 6,
      unit: '%',
    },
    { name: '`issue N` tags in source comments', value: issueTags, limit: 0, unit: 'tags' },
    { name: 'decision records named by issue number', value: numbered.length, limit: 0, unit: 'records' },
    { name: `largest component file (${largest.file})`, value: largest.lines, limit: 250, unit: 'lines' },
  ];
}
