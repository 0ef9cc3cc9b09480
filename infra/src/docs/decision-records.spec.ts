import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { brokenLinks, decisionFiles, DECISIONS_DIR, hasStatusLine, relativeLinks } from './decision-records';

const files = decisionFiles(REPO_ROOT);
const index = path.join(DECISIONS_DIR, 'README.md');
const records = files.filter((file) => file !== index);

describe('decision records', () => {
  it('live in topic folders, none at the top and none named by issue', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((file) => path.dirname(file) === DECISIONS_DIR)).toEqual([]);
    expect(files.filter((file) => path.basename(file).startsWith('issue-'))).toEqual([]);
  });

  it('each start with a status line after the title', () => {
    const withoutStatus = records.filter((file) => !hasStatusLine(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(withoutStatus).toEqual([]);
  });

  it('link only to files that exist, in the index and in every record', () => {
    expect(files.flatMap((file) => brokenLinks(REPO_ROOT, file))).toEqual([]);
  });

  it('are named by existing paths wherever the other docs link to them', () => {
    const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith(DECISIONS_DIR + path.sep));
    expect(docs.flatMap((file) => brokenLinks(REPO_ROOT, file, DECISIONS_DIR))).toEqual([]);
  });

  it('are all listed in the index', () => {
    const listed = new Set(
      relativeLinks(fs.readFileSync(path.join(REPO_ROOT, index), 'utf8')).map((link) => path.join(DECISIONS_DIR, link)),
    );
    expect(records.filter((file) => !listed.has(file))).toEqual([]);
  });
});

describe('the decision-record checks', () => {
  it('read a status line only as the first line, or the first after the title', () => {
    expect(hasStatusLine('# Sessions\n\nStatus: current\n')).toBe(true);
    expect(hasStatusLine('Status: current\n\n# Sessions\n')).toBe(true);
    expect(hasStatusLine('# Old\n\nStatus: superseded by [sessions](../accounts/sessions.md)\n')).toBe(true);
    expect(hasStatusLine('# Sessions\n\n## Decision\n\nStatus: current\n')).toBe(false);
    expect(hasStatusLine('# Sessions\n\nStatus: maybe\n')).toBe(false);
  });

  it('take relative links without anchors and skip web and anchor-only links', () => {
    const text = '[a](../x.md#part) [b](https://example.com) [c](#here) [d](mailto:a@b.c) [e](y%20z.md)';
    expect(relativeLinks(text)).toEqual(['../x.md', 'y z.md']);
  });
});
