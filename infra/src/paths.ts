import fs from 'node:fs';
import path from 'node:path';

/** The monorepo's root (infra/src/ → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Binaries built by infra/scripts/install-tools.sh (gitignored). */
export const TOOLS_BIN = path.join(REPO_ROOT, '.tools', 'bin');

/** Node 24 from the root devDependency `node` (a bare `node` may be the system's older one). */
export const NODE_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'node');

/** Where `make dev` keeps its data between runs (gitignored). */
export const DEV_DATA_DIR = path.join(REPO_ROOT, '.data');

/**
 * The first existing executable among `candidates` (absolute paths or names looked up on PATH);
 * throws with `hint` when none exists, so a missing tool fails with what to do about it.
 */
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
