#!/usr/bin/env node
/** The share of comment lines in the non-test source; code with a trailing comment counts as code. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SLASH = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const HASH = /(\.(ya?ml|sh|conf)|Makefile|Dockerfile)$/;
const TEST = /(\.spec\.|\.e2e\.|(^|\/)(test|e2e|test-support)\/)/;
const ISSUE_TAG = /\bissues?[\s-]*#?\d+/gi;

function count(text, hash) {
  let comment = 0;
  let code = 0;
  let tags = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    let isComment;
    if (hash) isComment = line.startsWith('#');
    else if (inBlock) {
      isComment = true;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//')) isComment = true;
    else if (line.startsWith('/*')) {
      isComment = true;
      inBlock = !line.includes('*/', 2);
    } else isComment = false;
    if (isComment) {
      comment++;
      tags += (line.match(ISSUE_TAG) ?? []).length;
    } else {
      code++;
      const trailing = hash ? line.indexOf(' #') : line.indexOf('// ');
      if (trailing >= 0) tags += (line.slice(trailing).match(ISSUE_TAG) ?? []).length;
    }
  }
  return { comment, code, tags };
}

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => (SLASH.test(file) || HASH.test(file)) && !TEST.test(file));

const totals = new Map();
const tagged = [];
for (const file of files) {
  const { comment, code, tags } = count(readFileSync(file, 'utf8'), HASH.test(file));
  const area = file
    .split('/')
    .slice(0, file.startsWith('services/') || file.startsWith('packages/') ? 2 : 1)
    .join('/');
  const sum = totals.get(area) ?? { comment: 0, code: 0, tags: 0 };
  totals.set(area, { comment: sum.comment + comment, code: sum.code + code, tags: sum.tags + tags });
  if (tags) tagged.push(`${file}: ${tags}`);
}

const pct = (part, whole) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
let all = { comment: 0, code: 0, tags: 0 };
console.log(
  'area'.padEnd(28),
  'lines'.padStart(8),
  'comments'.padStart(9),
  'share'.padStart(8),
  'issue tags'.padStart(11),
);
for (const [area, t] of [...totals].sort((a, b) => b[1].comment - a[1].comment)) {
  all = { comment: all.comment + t.comment, code: all.code + t.code, tags: all.tags + t.tags };
  const lines = t.comment + t.code;
  console.log(
    area.padEnd(28),
    String(lines).padStart(8),
    String(t.comment).padStart(9),
    pct(t.comment, lines).padStart(8),
    String(t.tags).padStart(11),
  );
}
const lines = all.comment + all.code;
console.log(
  `\nnon-test source: ${files.length} files, ${lines} lines, ${all.comment} comment lines (${pct(all.comment, lines)}), ${all.tags} issue tags in comments`,
);
if (tagged.length) console.log(`issue tags in:\n  ${tagged.join('\n  ')}`);
