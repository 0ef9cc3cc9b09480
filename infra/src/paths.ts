import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const TOOLS_BIN = path.join(REPO_ROOT, '.tools', 'bin');

/** A bare `node` may be the system's older one. */
export const NODE_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'node');

export const DEV_DATA_DIR = path.join(REPO_ROOT, '.data');

/** Throws with `hint`, so a missing tool fails with what to do about it. */
export function resolveBinary(candidates: string[], hint: string): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const candidate of candidates) {
    const paths = path.isAbsolute(candidate) ? [candidate] : dirs.map((dir) => path.join(dir, candidate));
    const found = paths.find(isExecutable);
    if (found) return found;
  }
  throw new Error(`${candidates.join(' or ')} not found. ${hint}`);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
