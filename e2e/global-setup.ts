import fs from 'node:fs';
import { globalSetupWithApps } from '@typing/infra/jest';
import { FAILURE_DIR } from './failure-artifacts';

/** The e2e project's globalSetup: last run's failure evidence goes, then the shared stack starts. */
export default async function globalSetup(): Promise<void> {
  fs.rmSync(FAILURE_DIR, { recursive: true, force: true });
  await globalSetupWithApps();
}
