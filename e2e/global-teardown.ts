import fs from 'node:fs';
import { globalTeardown } from '@typing/infra/jest';
import { WEB_ROOT_VAR } from './web-build';

/** Stops the shared stack, then removes the front end's build. */
export default async function e2eGlobalTeardown(): Promise<void> {
  await globalTeardown();
  const root = process.env[WEB_ROOT_VAR];
  if (root) fs.rmSync(root, { recursive: true, force: true });
}
