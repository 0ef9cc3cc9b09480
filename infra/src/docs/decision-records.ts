import fs from 'node:fs';
import path from 'node:path';

export const DECISIONS_DIR = path.join('docs', 'decisions');

const STATUS_LINE = /^Status: (current|superseded by \[[^\]]+\]\([^)]+\))$/m;

export function decisionFiles(root: string): string[] {
  const dir = path.join(root, DECISIONS_DIR);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join(DECISIONS_DIR, file))
    .sort();
}

/** Without their `#anchor`; web and anchor-only links skipped. */
export function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return targets.filter((target) => !/^([a-z]+:|#)/i.test(target)).map((target) => decodeURI(target.split('#')[0]!));
}

/** With `under`, only links into that folder are judged. */
export function brokenLinks(root: string, file: string, under?: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return relativeLinks(text)
    .filter((target) => {
      const resolved = path.join(path.dirname(file), target);
      return under === undefined || resolved.startsWith(under + path.sep);
    })
    .filter((target) => !fs.existsSync(path.join(root, path.dirname(file), target)))
    .map((target) => `${file} → ${target}`);
}

export function hasStatusLine(markdown: string): boolean {
  const lines = markdown.split('\n').filter((line) => line.trim() !== '');
  const [first, second] = lines;
  if (first !== undefined && STATUS_LINE.test(first)) return true;
  return first?.startsWith('# ') === true && second !== undefined && STATUS_LINE.test(second);
}
