// Reads the front end's sources from disk (Node), like the other build-time checks.
/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ANTD_COMPONENTS, DRAWN_INSIDE } from './antd-components';

const SRC = path.resolve(__dirname, '../..');
/** Imported from antd but not drawn: the theme's helpers and the provider the build draws around everything. */
const NOT_DRAWN = new Set(['theme', 'ConfigProvider']);

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The values each file imports from antd (`import { Button, type ButtonProps } from 'antd'` → Button). */
function antdImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, names] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'antd'/g))
      for (const part of names.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (!name || name.startsWith('type ') || NOT_DRAWN.has(name)) continue;
        found.set(name, [...(found.get(name) ?? []), path.relative(SRC, file)]);
      }
  }
  return found;
}

describe("antd's stylesheet covers what the app draws", () => {
  it('lists every antd component a source file imports', () => {
    const imports = antdImports();
    expect(imports.size).toBeGreaterThan(0);
    const unlisted = [...imports].filter(([name]) => !(ANTD_COMPONENTS as readonly string[]).includes(name));
    // An unlisted component would be drawn unstyled: add it to ANTD_COMPONENTS and to DRAW in vite-plugins/antd-styles.mts.
    expect(unlisted).toEqual([]);
  });

  it('lists only components drawn: imported, or drawn by antd inside an imported one', () => {
    const imports = antdImports();
    const unused = ANTD_COMPONENTS.filter((name) => {
      const host = DRAWN_INSIDE[name];
      return !imports.has(name) && !(host && imports.has(host));
    });
    // An unused entry only grows antd's stylesheet: remove it here and from DRAW in vite-plugins/antd-styles.mts.
    expect(unused).toEqual([]);
  });

  it('imports antd by its root only (a deep import would escape this check)', () => {
    const deep = sourceFiles(SRC).filter((file) => /from\s+'antd\/(es|lib)\//.test(fs.readFileSync(file, 'utf8')));
    expect(deep).toEqual([]);
  });
});
