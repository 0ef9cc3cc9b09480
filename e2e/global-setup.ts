import fs from 'node:fs';
import { buildFrontend } from '@typing/infra';
import { setupTestStack } from '@typing/infra/jest';
import { FAILURE_DIR } from './failure-artifacts';
import { WEB_ROOT_VAR } from './web-build';

/**
 * The e2e project's globalSetup: last run's failure evidence goes, the front end is built once (the
 * journeys open what a visitor gets: the production build behind the image's nginx), then the
 * shared stack starts. `E2E_WEB=dev` serves Vite's dev server instead (no build while editing).
 */
export default async function globalSetup(): Promise<void> {
  fs.rmSync(FAILURE_DIR, { recursive: true, force: true });
  if (process.env.E2E_WEB !== 'dev') process.env[WEB_ROOT_VAR] = buildFrontend('typing-e2e-web-');
  await setupTestStack({ apps: true }, process.env[WEB_ROOT_VAR]);
}
